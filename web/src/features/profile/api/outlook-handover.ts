// The connect page inside the Outlook add-in's Office dialog (/extension/connect?host=outlook): it hands the
// token to the taskpane with Office.context.ui.messageParent, as Microsoft documents for dialogs. The dialog's
// page must load Office.js itself; it is loaded here, from the app's copy, only on this page.

const OFFICE_JS = '/outlook-addin-assets/office-js/office.js';

type OfficeUi = { context?: { ui?: { messageParent?: (message: string, options?: { targetOrigin?: string }) => void } } };
type OfficeGlobal = OfficeUi & { onReady: () => Promise<unknown> };
const office = () => (window as unknown as { Office?: OfficeGlobal }).Office;

let loading: Promise<OfficeGlobal> | null = null;
function loadOffice(): Promise<OfficeGlobal> {
  loading ??= new Promise<OfficeGlobal>((resolve, reject) => {
    if (office()) return resolve(office()!);
    const script = document.createElement('script');
    script.src = OFFICE_JS;
    script.onload = () => (office() ? resolve(office()!) : reject(new Error('Office.js did not load.')));
    script.onerror = () => reject(new Error('Office.js did not load.'));
    document.head.appendChild(script);
  }).then(async (o) => (await o.onReady(), o));
  return loading;
}

/** Starts loading Office.js as the page opens, so that Office can talk to the dialog by the time the member approves. */
export const prepareOutlook = () => void loadOffice().catch(() => undefined);

/** Hands the token to the taskpane that opened this dialog; Outlook closes the dialog from there. */
export async function handTokenToOutlook(token: string, email: string): Promise<void> {
  const o = await loadOffice();
  const send = o.context?.ui?.messageParent;
  if (!send) throw new Error('Open this page from the Outlook add-in’s Connect button.');
  send(JSON.stringify({ token, email }), { targetOrigin: window.location.origin });
}
