/** A file attached to an outgoing e-mail (an ICS invite), its content base64-encoded. */
export type MailAttachment = { filename: string; contentType: string; content: string };
