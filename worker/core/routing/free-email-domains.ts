// Registrable domains of consumer mailbox providers. A prospect from one of these says nothing about their
// company, so domain matching skips them and routers can disqualify them. Compared after tldts getDomain,
// so regional variants (yahoo.co.uk) are listed by their registrable form.
export const FREE_EMAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com', 'googlemail.com',
  'yahoo.com', 'yahoo.co.uk', 'yahoo.co.in', 'yahoo.fr', 'yahoo.de', 'yahoo.es', 'yahoo.it', 'yahoo.ca',
  'yahoo.com.au', 'yahoo.com.br', 'yahoo.co.jp', 'ymail.com', 'rocketmail.com',
  'hotmail.com', 'hotmail.co.uk', 'hotmail.fr', 'hotmail.de', 'hotmail.it', 'hotmail.es',
  'outlook.com', 'outlook.fr', 'outlook.de', 'live.com', 'live.co.uk', 'live.fr', 'msn.com', 'passport.com',
  'aol.com', 'aim.com',
  'icloud.com', 'me.com', 'mac.com',
  'proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me',
  'tutanota.com', 'tutanota.de', 'tuta.io', 'fastmail.com', 'fastmail.fm', 'hey.com', 'hushmail.com',
  'gmx.com', 'gmx.net', 'gmx.de', 'gmx.at', 'gmx.ch', 'web.de', 't-online.de', 'freenet.de',
  'mail.com', 'email.com', 'usa.com', 'inbox.com', 'zohomail.com',
  'yandex.com', 'yandex.ru', 'ya.ru', 'mail.ru', 'bk.ru', 'inbox.ru', 'list.ru', 'rambler.ru',
  'qq.com', '163.com', '126.com', 'yeah.net', 'sina.com', 'sohu.com', 'aliyun.com',
  'naver.com', 'daum.net', 'hanmail.net',
  'rediffmail.com', 'libero.it', 'virgilio.it', 'tiscali.it', 'laposte.net', 'orange.fr', 'wanadoo.fr',
  'free.fr', 'sfr.fr', 'seznam.cz', 'wp.pl', 'o2.pl', 'interia.pl', 'onet.pl', 'bol.com.br', 'uol.com.br',
  'terra.com.br', 'comcast.net', 'verizon.net', 'att.net', 'sbcglobal.net', 'bellsouth.net', 'cox.net',
  'charter.net', 'earthlink.net', 'btinternet.com', 'sky.com', 'virginmedia.com', 'shaw.ca', 'rogers.com',
  'bigpond.com', 'optusnet.com.au',
  'mailinator.com', 'guerrillamail.com', '10minutemail.com', 'temp-mail.org', 'yopmail.com',
]);

/** True when the registrable domain belongs to a free or disposable mailbox provider. */
export function isFreeEmailDomain(registrableDomain: string): boolean {
  return FREE_EMAIL_DOMAINS.has(registrableDomain.toLowerCase());
}
