// The few Office.js APIs the taskpanes use, typed here rather than with @types/office-js (one more dependency
// for a handful of calls). Office.js itself is Microsoft's @microsoft/office-js, served from /outlook-addin-assets/.

type OfficeResult<T> = { status: 'succeeded' | 'failed'; value: T; error?: { code: number; message: string } };
type OfficeEmail = { displayName: string; emailAddress: string };
type OfficeDialog = {
  addEventHandler: (type: string, handler: (arg: { message?: string; origin?: string; error?: number }) => void) => void;
  close: () => void;
};

declare const Office: {
  onReady: (callback?: (info: { host: string | null; platform: string | null }) => void) => Promise<{ host: string | null }>;
  EventType: { DialogMessageReceived: string; DialogEventReceived: string };
  CoercionType: { Text: string; Html: string };
  context: {
    mailbox?: {
      item?: {
        itemType?: string;
        /** Read mode: the sender. */
        from?: OfficeEmail;
        /** Compose mode: the recipients, read with getAsync; read mode: an array. */
        to?: { getAsync: (cb: (r: OfficeResult<OfficeEmail[]>) => void) => void } | OfficeEmail[];
        cc?: { getAsync: (cb: (r: OfficeResult<OfficeEmail[]>) => void) => void } | OfficeEmail[];
        body: {
          setSelectedDataAsync: (data: string, options: { coercionType: string }, cb: (r: OfficeResult<void>) => void) => void;
        };
      };
    };
    ui: {
      displayDialogAsync: (
        url: string,
        options: { height?: number; width?: number; promptBeforeOpen?: boolean },
        cb: (r: OfficeResult<OfficeDialog>) => void,
      ) => void;
      messageParent: (message: string, options?: { targetOrigin?: string }) => void;
    };
  };
};
