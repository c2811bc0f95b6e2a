// The part of jsdom the prerenderer uses (jsdom ships no types of its own): a window for DOMPurify.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
