import type { Role } from '@contracts/common';
import { vendorsOfKind, type VendorKind } from '@contracts/vendors';
import { MEETING_SETTINGS_NAV } from './nav-meeting';
import {
  Activity,
  BarChart3,
  Filter as FunnelIcon,
  ClipboardList,
  Contact,
  FileInput,
  ListChecks,
  ListTodo,
  Building2,
  CalendarCheck,
  CalendarClock,
  CalendarPlus,
  Clock,
  GitMerge,
  Home,
  LayoutDashboard,
  KeyRound,
  Link2,
  Settings2,
  Shuffle,
  UserCircle,
  Plug,
  Users,
  UsersRound,
  Route,
  CornerUpRight,
  ScrollText,
  BadgeCheck,
  Megaphone,
  Workflow,
  Handshake,
  Radio,
  UserX,
  ShieldCheck,
  AtSign,
  Globe,
  Palette,
  Image as ImageIcon,
  type LucideIcon,
} from 'lucide-react';

/** `match`: further path prefixes that belong to this entry (a details page under another path). */
export type NavItem = { to: string; label: string; icon: LucideIcon; roles?: Role[]; keywords?: string; match?: string[] };
export type NavSection = { title: string; items: NavItem[] };

/** The navigation of spec section 2, areas that work today only; the command palette reads the same list. */
/** The names of every vendor of these kinds, so the palette finds a tool's page by the tool's name. */
const vendorWords = (...kinds: VendorKind[]) => kinds.flatMap((k) => vendorsOfKind(k).map((v) => v.name.toLowerCase())).join(' ');

/** The home dashboard sits above the sections. */
export const HOME_NAV: NavItem = {
  to: '/',
  label: 'Home',
  icon: LayoutDashboard,
  keywords: 'dashboard today funnel attention next meetings',
};

const ASSETS = '/meeting-links/settings/asset-configuration';

export const NAV: NavSection[] = [
  {
    title: 'Meetings',
    items: [
      {
        to: '/meetings/views/scheduled',
        label: 'Meetings',
        icon: CalendarCheck,
        match: ['/meetings'],
        keywords: 'scheduled completed cancelled no show reschedule cancel reassign guests notes',
      },
      { to: '/book/meetings/new', label: 'Book a meeting', icon: CalendarPlus, keywords: 'book on behalf prospect schedule slot' },
      {
        to: '/meeting-links',
        label: 'Meeting links',
        icon: Link2,
        match: ['/group-meeting-links'],
        keywords: 'personal group booking page share clone slug',
      },
      {
        to: '/meeting-links/manage',
        label: 'Manage links',
        icon: Settings2,
        match: ['/group-meeting-links/manage'],
        roles: ['super_admin', 'manager'],
        keywords: 'organization links members group',
      },
      { to: ASSETS, label: 'Asset templates', icon: ImageIcon, roles: ['super_admin'], keywords: 'image video youtube vimeo loom og tags' },
    ],
  },
  {
    title: 'Scheduling',
    items: [{ to: '/meeting-types', label: 'Meeting types', icon: CalendarClock, keywords: 'event recurring duration slots availability' }],
  },
  {
    title: 'Routing',
    items: [
      {
        to: '/inbound-router/routers',
        label: 'Routers',
        icon: Route,
        match: ['/routers'],
        keywords: 'inbound router widget form install snippet redistribution',
      },
      {
        to: '/handover-router/routers',
        label: 'Handover routers',
        icon: Handshake,
        match: ['/handover-router'],
        keywords: 'relay handover booker pod fallback handoff sdr',
      },
      {
        to: '/relay-meeting-links',
        label: 'Relay links',
        icon: Link2,
        match: ['/relay-meeting-links'],
        keywords: 'relay pod dedicated link share copy prospect',
      },
      {
        to: '/campaign-router/routers',
        label: 'Campaign routers',
        icon: Megaphone,
        match: ['/campaign-router'],
        keywords: 'campaign e-mail marketing link merge tag hubspot marketo pardot mailchimp pre-fill leads',
      },
      {
        to: '/routing-logs/views/all-prospects',
        label: 'Routing logs',
        icon: ScrollText,
        match: ['/routing-logs'],
        keywords: 'prospects booked not booked disqualified decisions explanation export',
      },
      {
        to: '/redirect-rules',
        label: 'Redirect rules',
        icon: CornerUpRight,
        keywords: 'booked not booked disqualified url query parameters',
      },
      {
        to: '/matching-rules',
        label: 'Matching rules',
        icon: GitMerge,
        keywords: 'crm record owner lead contact account opportunity fuzzy sequence',
      },
      {
        to: '/distribution-rules',
        label: 'Distribution rules',
        icon: Shuffle,
        keywords: 'round robin pod fallback weights calibration history compare',
      },
      {
        to: '/workflows',
        label: 'Workflows',
        icon: Workflow,
        keywords: 'webhook slack sms twilio e-mail notification trigger action booked cancelled disqualified',
      },
      { to: '/signals', label: 'Signals', icon: Radio, keywords: 'alerts real-time bell notification account user' },
    ],
  },
  {
    title: 'Reports',
    items: [
      {
        to: '/reports/conversion-report',
        label: 'Conversion report',
        icon: FunnelIcon,
        keywords: 'funnel forms submitted qualified disqualified booked not booked trend export csv',
      },
      {
        to: '/reports/distribution-report',
        label: 'Distribution report',
        icon: BarChart3,
        match: ['/handover-router/distribution-reports'],
        keywords: 'meetings by member status top booker direct bookings shared links weighted share relay export csv',
      },
    ],
  },
  {
    title: 'CRM',
    items: [
      { to: '/accounts', label: 'Accounts', icon: Building2, keywords: 'companies domains owners import' },
      { to: '/contacts', label: 'Contacts', icon: Contact, keywords: 'leads contacts import csv xlsx owner' },
      { to: '/tasks', label: 'My tasks', icon: ListTodo, keywords: 'tasks to-do follow-up notes overdue calls emails' },
    ],
  },
  {
    title: 'Forms',
    items: [
      { to: '/forms', label: 'Forms', icon: ClipboardList, keywords: 'questions consent form builder native' },
      {
        to: '/marketing-forms',
        label: 'Marketing forms',
        icon: FileInput,
        keywords: 'mapping hubspot marketo formspree contact form 7 gatsby react selector',
      },
    ],
  },
  {
    title: 'Settings',
    items: [
      {
        to: '/settings/organization-details',
        label: 'Organization details',
        icon: Building2,
        roles: ['super_admin'],
        keywords: 'company logo timezone sign-up domain',
      },
      {
        to: '/settings/members',
        label: 'Members',
        icon: Users,
        roles: ['super_admin', 'manager'],
        keywords: 'invite users deactivate reactivate',
      },
      { to: '/settings/branding/widget-customisation', label: 'Widget customisation', icon: Palette, roles: ['super_admin'] },
      { to: '/settings/branding/meta-info', label: 'Meta info and favicon', icon: ImageIcon, roles: ['super_admin'] },
      { to: '/settings/scheduler-domain', label: 'Scheduler domain', icon: Globe, roles: ['super_admin'], keywords: 'custom dns tls' },
      { to: '/settings/email-configuration', label: 'E-mail domain', icon: AtSign, roles: ['super_admin'], keywords: 'email dkim spf' },
      { to: '/settings/teams', label: 'Teams', icon: UsersRound, keywords: 'groups' },
      { to: '/settings/lists', label: 'Lists', icon: ListChecks, keywords: 'reusable values csv xlsx crm enrichment in list' },
      {
        to: '/settings/integrations',
        label: 'Integrations',
        icon: Plug,
        roles: ['super_admin'],
        keywords: `crm ${vendorWords('crm', 'messaging', 'analytics', 'enrichment', 'billing')} enrichment connect`,
      },
      {
        to: '/settings/plan',
        label: 'Plan',
        icon: BadgeCheck,
        roles: ['super_admin'],
        keywords: 'enterprise standard upgrade billing subscription',
      },
      {
        to: '/settings/security/settings',
        label: 'Login and security',
        icon: ShieldCheck,
        roles: ['super_admin'],
        keywords: 'login methods password sso session length idle timeout sign out everywhere',
      },
      {
        to: '/settings/security/sso',
        label: 'Single sign-on',
        icon: KeyRound,
        roles: ['super_admin'],
        keywords: 'sso oidc openid connect okta entra azure google workspace identity provider',
      },
      { to: '/settings/security/trusted-origins', label: 'Trusted origins', icon: Globe, roles: ['super_admin'], keywords: 'widget cors' },
      {
        to: '/settings/audit-log',
        label: 'Audit log',
        icon: ScrollText,
        roles: ['super_admin'],
        keywords: 'expired integrations role changes security history',
      },
      {
        to: '/settings/security/scim',
        label: 'SCIM provisioning',
        icon: KeyRound,
        roles: ['super_admin'],
        keywords: 'security scim okta entra azure identity provider provisioning deprovisioning token',
      },
      {
        to: '/settings/distribution/no-show-detection',
        label: 'No-show detection',
        icon: UserX,
        roles: ['super_admin'],
        keywords: 'zoom no show attendance participants report distribution credit back',
      },
      { to: '/settings/product-usage', label: 'Product usage', icon: Activity, roles: ['super_admin'], keywords: 'usage score activation' },
    ],
  },
  MEETING_SETTINGS_NAV,
  {
    title: 'Profile',
    items: [
      { to: '/profile/edit', label: 'My profile', icon: UserCircle, keywords: 'name timezone phone linkedin twitter' },
      { to: '/profile/availability', label: 'My Availability', icon: Clock, keywords: 'working hours vacation override timezone' },
      { to: '/profile/home-page', label: 'Home page', icon: Home, keywords: 'user slug greeting about profile links public page' },
      { to: '/profile/relay-preferences', label: 'Relay preferences', icon: Handshake, keywords: 'relay quick slots work week preferred' },
      {
        to: '/profile/integrations',
        label: 'Integrations',
        icon: Plug,
        keywords: `calendar ${vendorWords('calendar', 'conferencing')} outlook icloud teams meet video conferencing connect`,
      },
      { to: '/settings/password', label: 'Password', icon: KeyRound, keywords: 'change password' },
    ],
  },
];
export const visibleNav = (role: Role) =>
  NAV.map((s) => ({ ...s, items: s.items.filter((i) => !i.roles || i.roles.includes(role)) })).filter((s) => s.items.length);

/** Where a signed-in user lands after signing in. */
export const homePath = (_role: Role) => '/';
