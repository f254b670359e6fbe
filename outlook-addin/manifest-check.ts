import { JSDOM } from 'jsdom';

// Checks an Outlook add-in manifest offline. Microsoft's validator (`office-addin-manifest validate`) sends the
// manifest to a Microsoft web service, and no npm package ships the manifest's XSD schemas, so this checks the
// rules of those schemas the manifest relies on: well-formed XML, OfficeApp's children in the schema's order,
// required values, lengths, every resid defined, every URL https (or the local dev server) on the app's origin.

const NS = 'http://schemas.microsoft.com/office/appforoffice/1.1';
/** MailApp's children, in the order OfficeApp's schema (offappmanifest 1.1, MailApp) fixes. */
const ORDER = [
  'Id',
  'AlternateId',
  'Version',
  'ProviderName',
  'DefaultLocale',
  'DisplayName',
  'Description',
  'IconUrl',
  'HighResolutionIconUrl',
  'SupportUrl',
  'AppDomains',
  'Hosts',
  'Requirements',
  'FormSettings',
  'Permissions',
  'Rule',
  'DisableEntityHighlighting',
  'Dictionary',
  'VersionOverrides',
];
const REQUIRED = [
  'Id',
  'Version',
  'ProviderName',
  'DefaultLocale',
  'DisplayName',
  'Description',
  'IconUrl',
  'Hosts',
  'Requirements',
  'FormSettings',
  'Permissions',
  'Rule',
];
const PERMISSIONS = ['Restricted', 'ReadItem', 'ReadWriteItem', 'ReadWriteMailbox'];
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const VERSION = /^\d{1,5}(\.\d{1,5}){0,3}$/;

export function manifestProblems(xml: string, appOrigin: string): string[] {
  const problems: string[] = [];
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) return [`not well-formed XML: ${error.textContent?.trim().split('\n')[0] ?? ''}`];
  const root = doc.documentElement;
  if (root.localName !== 'OfficeApp' || root.namespaceURI !== NS) return [`the root is not OfficeApp in ${NS}`];
  if (root.getAttributeNS('http://www.w3.org/2001/XMLSchema-instance', 'type') !== 'MailApp')
    problems.push('OfficeApp is not xsi:type MailApp');

  const children = [...root.children].filter((e) => e.namespaceURI === NS || e.localName === 'VersionOverrides');
  const names = children.map((e) => e.localName);
  for (const n of names) if (!ORDER.includes(n)) problems.push(`OfficeApp has an unknown element ${n}`);
  const positions = names.map((n) => ORDER.indexOf(n)).filter((i) => i >= 0);
  if (positions.some((p, i) => i > 0 && p <= positions[i - 1]))
    problems.push(`OfficeApp's elements are out of the schema's order: ${names.join(', ')}`);
  for (const n of REQUIRED) if (!names.includes(n)) problems.push(`OfficeApp lacks ${n}`);

  const text = (n: string) => children.find((e) => e.localName === n)?.textContent?.trim() ?? '';
  const value = (n: string) => children.find((e) => e.localName === n)?.getAttribute('DefaultValue') ?? '';
  if (!GUID.test(text('Id'))) problems.push(`Id is not a GUID: ${text('Id')}`);
  if (!VERSION.test(text('Version'))) problems.push(`Version is not n.n.n.n: ${text('Version')}`);
  if (!PERMISSIONS.includes(text('Permissions'))) problems.push(`Permissions is not one of ${PERMISSIONS.join(', ')}`);
  if (!value('DisplayName') || value('DisplayName').length > 125) problems.push('DisplayName is empty or over 125 characters');
  if (!value('Description') || value('Description').length > 250) problems.push('Description is empty or over 250 characters');
  if (/__[A-Z_]+__/.test(xml)) problems.push('a template placeholder is left in the manifest');

  // Every resid points at a resource that exists; short strings fit 125 characters, long ones 250.
  const all = [...doc.getElementsByTagName('*')];
  const ids = new Map(
    all.filter((e) => e.hasAttribute('id') && /^(Image|Url|String)$/.test(e.localName)).map((e) => [e.getAttribute('id')!, e]),
  );
  for (const e of all.filter((x) => x.hasAttribute('resid'))) {
    if (!ids.has(e.getAttribute('resid')!)) problems.push(`${e.localName} refers to an undefined resource ${e.getAttribute('resid')}`);
  }
  for (const e of all.filter((x) => x.localName === 'String')) {
    const max = e.parentElement?.localName === 'ShortStrings' ? 125 : 250;
    if ((e.getAttribute('DefaultValue') ?? '').length > max) problems.push(`the string ${e.getAttribute('id')} is over ${max} characters`);
  }
  const controls = all.filter((e) => e.localName === 'Control').map((e) => e.getAttribute('id'));
  if (new Set(controls).size !== controls.length) problems.push('two controls share an id');
  if (!all.some((e) => e.localName === 'ExtensionPoint' && e.getAttribute('xsi:type') === 'MessageComposeCommandSurface'))
    problems.push('no compose taskpane (MessageComposeCommandSurface)');
  if (!all.some((e) => e.localName === 'ExtensionPoint' && e.getAttribute('xsi:type') === 'MessageReadCommandSurface'))
    problems.push('no read taskpane (MessageReadCommandSurface)');

  // Every URL is the app's origin, over https except the local dev server.
  const urls = all.flatMap((e) => ['DefaultValue'].map((a) => e.getAttribute(a) ?? '')).filter((v) => /^[a-z]+:\/\//i.test(v));
  urls.push(...all.filter((e) => e.localName === 'AppDomain').map((e) => e.textContent?.trim() ?? ''));
  for (const u of urls) {
    const url = URL.canParse(u) ? new URL(u) : null;
    if (!url || url.origin !== appOrigin) problems.push(`${u} is not on the app's origin ${appOrigin}`);
    else if (url.protocol !== 'https:' && url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') problems.push(`${u} is not https`);
  }
  return problems;
}
