import { ApiProblem } from '../../extension/src/api';

// Office.js wrapped in promises: the mail item's people, inserting into its body, and the sign-in dialog.

export type Person = { email: string; name: string };
type People = NonNullable<NonNullable<typeof Office.context.mailbox>['item']>['to'];

const item = () => Office.context.mailbox?.item;
const toPerson = (e: OfficeEmail): Person => ({
  email: e.emailAddress,
  name: e.displayName && e.displayName !== e.emailAddress ? e.displayName : '',
});

function peopleOf(field: People): Promise<Person[]> {
  if (!field) return Promise.resolve([]);
  if (Array.isArray(field)) return Promise.resolve(field.map(toPerson));
  return new Promise((resolve, reject) =>
    field.getAsync((r) => (r.status === 'succeeded' ? resolve(r.value.map(toPerson)) : reject(new ApiProblem(0, r.error?.message ?? '')))),
  );
}

/** Is the open item a message being written? In compose Outlook gives `to` as an object read with getAsync, in read an array. */
export const isCompose = () => {
  const to = item()?.to;
  return !!to && !Array.isArray(to);
};

/** Whom the open message is about: in compose its recipients (To, then Cc, each once); in read its sender. */
export async function prospectsOfItem(): Promise<Person[]> {
  const it = item();
  if (!it) return [];
  if (!isCompose()) return it.from ? [toPerson(it.from)] : [];
  const all = [...(await peopleOf(it.to)), ...(await peopleOf(it.cc))];
  return all.filter((p, i) => p.email && all.findIndex((q) => q.email.toLowerCase() === p.email.toLowerCase()) === i);
}

/** Inserts text at the cursor of the message being written, replacing the selection if any. */
export function insertIntoBody(text: string): Promise<void> {
  const it = item();
  if (!it || !isCompose()) return Promise.reject(new ApiProblem(0, 'Open a message you are writing to insert text.'));
  return new Promise((resolve, reject) =>
    it.body.setSelectedDataAsync(text, { coercionType: Office.CoercionType.Text }, (r) =>
      r.status === 'succeeded' ? resolve() : reject(new ApiProblem(0, r.error?.message ?? 'Outlook did not insert the text.')),
    ),
  );
}

/** What the approve page sends back through messageParent. */
export type ConnectMessage = { token: string; email: string } | { problem: string };

/**
 * Signs in the way Microsoft documents for add-ins: the app's approve page opens in an Office dialog (a
 * top-level window, where the app's session cookie works), and hands the token back with messageParent.
 */
export function connectInDialog(url: string): Promise<{ token: string; email: string }> {
  return new Promise((resolve, reject) =>
    Office.context.ui.displayDialogAsync(url, { height: 60, width: 30, promptBeforeOpen: false }, (r) => {
      if (r.status !== 'succeeded') return reject(new ApiProblem(0, r.error?.message ?? 'Outlook did not open the sign-in window.'));
      const dialog = r.value;
      dialog.addEventHandler(Office.EventType.DialogMessageReceived, (arg) => {
        if (arg.origin && arg.origin !== location.origin) return;
        dialog.close();
        const message = JSON.parse(arg.message ?? '{}') as ConnectMessage;
        if ('token' in message) resolve(message);
        else reject(new ApiProblem(0, message.problem || 'Routewise did not connect the add-in.'));
      });
      // 12006: the member closed the window.
      dialog.addEventHandler(Office.EventType.DialogEventReceived, (arg) =>
        reject(new ApiProblem(0, arg.error === 12006 ? 'The sign-in window was closed before approving.' : 'The sign-in window failed.')),
      );
    }),
  );
}
