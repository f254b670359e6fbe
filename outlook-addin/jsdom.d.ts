// jsdom ships no types and @types/jsdom is not a dependency: the one use here (the manifest check's XML parser).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    window: { DOMParser: typeof DOMParser };
  }
}
