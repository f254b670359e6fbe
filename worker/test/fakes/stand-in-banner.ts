/**
 * The line every fake's consent page opens with. `npm start` serves these fakes as the local stand-ins of
 * the vendors, so a person reaching one must see at once that it is not the real vendor, and that
 * approving with one click keeps everything on this machine.
 */
export const standInBanner = (vendor: string) =>
  `<p role="note" style="border:2px solid #b45309;background:#fef3c7;padding:8px 12px;border-radius:6px;font:15px system-ui,sans-serif"><strong>Local stand-in of ${vendor} - nothing leaves this machine.</strong> Routewise's <code>npm start</code> serves this page in place of ${vendor}; choose Allow to connect.</p>`;
