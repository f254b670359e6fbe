// The few chrome.* APIs the extension uses, typed here rather than with @types/chrome (one more dependency
// for five functions). Chrome's MV3 APIs return promises when no callback is given.

type ChromeSender = { id?: string; origin?: string; url?: string; tab?: { id?: number } };
type ChromeListener = (message: unknown, sender: ChromeSender, reply: (answer: unknown) => void) => boolean | void;
type ChromeEvent<L> = { addListener: (listener: L) => void };

declare const chrome: {
  runtime: {
    id: string;
    sendMessage: (message: unknown) => Promise<unknown>;
    onMessage: ChromeEvent<ChromeListener>;
    onMessageExternal: ChromeEvent<ChromeListener>;
  };
  storage: {
    local: {
      get: (keys: string[]) => Promise<Record<string, unknown>>;
      set: (items: Record<string, unknown>) => Promise<void>;
      remove: (keys: string[]) => Promise<void>;
    };
    onChanged: ChromeEvent<(changes: Record<string, { newValue?: unknown }>, area: string) => void>;
  };
  tabs: {
    create: (props: { url: string }) => Promise<unknown>;
    query: (q: { active: boolean; lastFocusedWindow?: boolean; currentWindow?: boolean }) => Promise<{ id?: number; url?: string }[]>;
    sendMessage: (tabId: number, message: unknown) => Promise<unknown>;
  };
  scripting: {
    executeScript: <A extends unknown[]>(opts: { target: { tabId: number }; func: (...args: A) => unknown; args: A }) => Promise<unknown>;
  };
};

/** The app's origin, fixed at build time (scripts/build-extension.mjs --app-url). */
declare const __APP_URL__: string;
