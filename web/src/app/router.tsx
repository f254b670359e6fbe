import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { useSession } from '@web/lib/session';
import { AppShell, RequireRole } from './app-shell';
import { lazyNamed, RootLayout } from './lazy';
import { homePath } from './nav';
import { NotFoundPage, RouteErrorBoundary, ServerErrorPage } from './pages/error-pages';

// Every feature page is its own chunk, loaded when its route is first opened: the first paint needs
// only the shell, the session probe and the page being opened.
const LoginPage = lazyNamed(() => import('@web/features/auth/components/login-page'), 'LoginPage');
const SignupPage = lazyNamed(() => import('@web/features/auth/components/signup-page'), 'SignupPage');
const RegisterPage = lazyNamed(() => import('@web/features/auth/components/register-page'), 'RegisterPage');
const ForgotPasswordPage = lazyNamed(() => import('@web/features/auth/components/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('@web/features/auth/components/reset-password-page'), 'ResetPasswordPage');
const AcceptInvitationPage = lazyNamed(() => import('@web/features/auth/components/accept-invitation-page'), 'AcceptInvitationPage');
const SsoLoginPage = lazyNamed(() => import('@web/features/auth/components/sso-page'), 'SsoLoginPage');
const OrganizationDetailsPage = lazyNamed(() => import('@web/features/organization/components/organization-details-page'), 'OrganizationDetailsPage');
const MembersPage = lazyNamed(() => import('@web/features/members/components/members-page'), 'MembersPage');
const MemberDetailsPage = lazyNamed(() => import('@web/features/members/components/member-details-page'), 'MemberDetailsPage');
const TeamsPage = lazyNamed(() => import('@web/features/teams/components/teams-page'), 'TeamsPage');
const TeamLayout = lazyNamed(() => import('@web/features/teams/components/team-page'), 'TeamLayout');
const TeamMembersTab = lazyNamed(() => import('@web/features/teams/components/team-page'), 'TeamMembersTab');
const TeamGroupsTab = lazyNamed(() => import('@web/features/teams/components/team-page'), 'TeamGroupsTab');
const TeamDetailsTab = lazyNamed(() => import('@web/features/teams/components/team-page'), 'TeamDetailsTab');
const ProfileEditPage = lazyNamed(() => import('@web/features/profile/components/profile-edit-page'), 'ProfileEditPage');
const ChangePasswordPage = lazyNamed(() => import('@web/features/profile/components/change-password-page'), 'ChangePasswordPage');
const IntegrationsPage = lazyNamed(() => import('@web/features/profile-integrations/components/integrations-page'), 'IntegrationsPage');
const CalendarToolPage = lazyNamed(() => import('@web/features/profile-integrations/components/calendar-tool-page'), 'CalendarToolPage');
const ConferencingToolPage = lazyNamed(() => import('@web/features/conferencing/components/conferencing-tool-page'), 'ConferencingToolPage');
const OnboardingPage = lazyNamed(() => import('@web/features/onboarding/components/onboarding-page'), 'OnboardingPage');
const MyAvailabilityPage = lazyNamed(() => import('@web/features/availability/components/my-availability-page'), 'MyAvailabilityPage');
const MemberAvailabilityPage = lazyNamed(() => import('@web/features/availability/components/member-availability-page'), 'MemberAvailabilityPage');
const TeamAvailabilityPage = lazyNamed(() => import('@web/features/availability/components/team-availability-page'), 'TeamAvailabilityPage');
const MeetingTypesPage = lazyNamed(() => import('@web/features/meeting-types/components/meeting-types-page'), 'MeetingTypesPage');
const CloneMeetingTypePage = lazyNamed(() => import('@web/features/meeting-types/components/meeting-type-editor-page'), 'CloneMeetingTypePage');
const EditMeetingTypePage = lazyNamed(() => import('@web/features/meeting-types/components/meeting-type-editor-page'), 'EditMeetingTypePage');
const NewMeetingTypePage = lazyNamed(() => import('@web/features/meeting-types/components/meeting-type-editor-page'), 'NewMeetingTypePage');
const MeetingTypeAvailabilityPage = lazyNamed(() => import('@web/features/meeting-types/components/meeting-type-availability-page'), 'MeetingTypeAvailabilityPage');
const MeetingsPage = lazyNamed(() => import('@web/features/meetings/components/meetings-page'), 'MeetingsPage');
const MeetingDetailsPage = lazyNamed(() => import('@web/features/meetings/components/meeting-details-page'), 'MeetingDetailsPage');
const ReschedulePage = lazyNamed(() => import('@web/features/meetings/components/reschedule-page'), 'ReschedulePage');
const CancelMeetingPage = lazyNamed(() => import('@web/features/meetings/components/cancel-meeting-page'), 'CancelMeetingPage');
const BookMeetingRoute = lazyNamed(() => import('./pages/book-meeting-route'), 'BookMeetingRoute');
const MeetingLinksPage = lazyNamed(() => import('@web/features/meeting-links/components/meeting-links-page'), 'MeetingLinksPage');
const ManageLinksPage = lazyNamed(() => import('@web/features/meeting-links/components/manage-links-page'), 'ManageLinksPage');
const LinkBySlugPage = lazyNamed(() => import('@web/features/meeting-links/components/link-editor-page'), 'LinkBySlugPage');
const ManagedLinkPage = lazyNamed(() => import('@web/features/meeting-links/components/link-editor-page'), 'ManagedLinkPage');
const HomePageEditorPage = lazyNamed(() => import('@web/features/home-page/components/home-page-editor-page'), 'HomePageEditorPage');
const MatchingRulesPage = lazyNamed(() => import('@web/features/matching-rules/components/matching-rules-page'), 'MatchingRulesPage');
const EditMatchingRulePage = lazyNamed(() => import('@web/features/matching-rules/components/matching-rule-editor-page'), 'EditMatchingRulePage');
const NewMatchingRulePage = lazyNamed(() => import('@web/features/matching-rules/components/matching-rule-editor-page'), 'NewMatchingRulePage');
const DistributionRulesPage = lazyNamed(() => import('@web/features/distribution/components/distribution-rules-page'), 'DistributionRulesPage');
const EditDistributionRulePage = lazyNamed(() => import('@web/features/distribution/components/distribution-rule-editor-page'), 'EditDistributionRulePage');
const NewDistributionRulePage = lazyNamed(() => import('@web/features/distribution/components/distribution-rule-editor-page'), 'NewDistributionRulePage');
const CompareRulesPage = lazyNamed(() => import('@web/features/distribution/components/compare-rules-page'), 'CompareRulesPage');
const RoundRobinHistoryPage = lazyNamed(() => import('@web/features/distribution/components/round-robin-history-page'), 'RoundRobinHistoryPage');
const RoundRobinLogPage = lazyNamed(() => import('@web/features/distribution/components/round-robin-log-page'), 'RoundRobinLogPage');
const NoShowDetectionPage = lazyNamed(() => import('@web/features/no-show-detection/components/no-show-detection-page'), 'NoShowDetectionPage');
const FormsPage = lazyNamed(() => import('@web/features/forms/components/forms-list-page'), 'FormsPage');
const MarketingFormsPage = lazyNamed(() => import('@web/features/forms/components/forms-list-page'), 'MarketingFormsPage');
const CloneFormPage = lazyNamed(() => import('@web/features/forms/components/form-builder-pages'), 'CloneFormPage');
const EditFormPage = lazyNamed(() => import('@web/features/forms/components/form-builder-pages'), 'EditFormPage');
const NewFormPage = lazyNamed(() => import('@web/features/forms/components/form-builder-pages'), 'NewFormPage');
const EditMarketingFormPage = lazyNamed(() => import('@web/features/forms/components/marketing-form-pages'), 'EditMarketingFormPage');
const NewMarketingFormPage = lazyNamed(() => import('@web/features/forms/components/marketing-form-pages'), 'NewMarketingFormPage');
const ContactsPage = lazyNamed(() => import('@web/features/crm/components/contacts-page'), 'ContactsPage');
const AccountsPage = lazyNamed(() => import('@web/features/crm/components/accounts-page'), 'AccountsPage');
const AccountUsersPage = lazyNamed(() => import('@web/features/crm/components/account-users-page'), 'AccountUsersPage');
const ListsPage = lazyNamed(() => import('@web/features/lists/components/lists-page'), 'ListsPage');
const EnrichmentProviderPage = lazyNamed(() => import('@web/features/enrichment/components/enrichment-provider-page'), 'EnrichmentProviderPage');
const RoutingLogsPage = lazyNamed(() => import('@web/features/routing-logs/components/routing-logs-page'), 'RoutingLogsPage');
const RoutingLogDetailsPage = lazyNamed(() => import('@web/features/routing-logs/components/routing-log-details-page'), 'RoutingLogDetailsPage');
const ConversionReportPage = lazyNamed(() => import('@web/features/reports/components/conversion-report-page'), 'ConversionReportPage');
const DistributionReportPage = lazyNamed(() => import('@web/features/reports/components/distribution-report-page'), 'DistributionReportPage');
const RelayDistributionReportsPage = lazyNamed(() => import('@web/features/reports/components/distribution-report-page'), 'RelayDistributionReportsPage');
const RoutersPage = lazyNamed(() => import('@web/features/routers/components/routers-page'), 'RoutersPage');
const CloneRouterPage = lazyNamed(() => import('@web/features/routers/components/router-pages'), 'CloneRouterPage');
const EditRouterPage = lazyNamed(() => import('@web/features/routers/components/router-pages'), 'EditRouterPage');
const NewRouterPage = lazyNamed(() => import('@web/features/routers/components/router-pages'), 'NewRouterPage');
const InstallationPage = lazyNamed(() => import('@web/features/routers/components/installation-page'), 'InstallationPage');
const DashboardPage = lazyNamed(() => import('@web/features/dashboard/components/dashboard-page'), 'DashboardPage');
const CampaignRoutersPage = lazyNamed(() => import('@web/features/campaign-routers/components/campaign-routers-page'), 'CampaignRoutersPage');
const NewCampaignRouterPage = lazyNamed(() => import('@web/features/campaign-routers/components/campaign-pages'), 'NewCampaignRouterPage');
const EditCampaignRouterPage = lazyNamed(() => import('@web/features/campaign-routers/components/campaign-pages'), 'EditCampaignRouterPage');
const CloneCampaignRouterPage = lazyNamed(() => import('@web/features/campaign-routers/components/campaign-pages'), 'CloneCampaignRouterPage');
const CampaignContactFormPage = lazyNamed(() => import('@web/features/campaign-routers/components/campaign-pages'), 'CampaignContactFormPage');
const CampaignMatchingRulesPage = lazyNamed(() => import('@web/features/campaign-routers/components/campaign-pages'), 'CampaignMatchingRulesPage');
const CampaignInstallationPage = lazyNamed(() => import('@web/features/campaign-routers/components/installation-page'), 'CampaignInstallationPage');
const CampaignRoundRobinHistoryPage = lazyNamed(() => import('@web/features/campaign-routers/components/round-robin-history-page'), 'CampaignRoundRobinHistoryPage');
const RedirectRulesPage = lazyNamed(() => import('@web/features/redirect-rules/components/redirect-rules-page'), 'RedirectRulesPage');
const WorkflowsPage = lazyNamed(() => import('@web/features/workflows/components/workflows-page'), 'WorkflowsPage');
const WorkflowFormPage = lazyNamed(() => import('@web/features/workflows/components/workflow-form-page'), 'WorkflowFormPage');
const SignalsPage = lazyNamed(() => import('@web/features/signals/components/signals-page'), 'SignalsPage');
const IntegrationsSettingsPage = lazyNamed(() => import('@web/features/integrations/components/integrations-page'), 'IntegrationsSettingsPage');
const CrmIntegrationPage = lazyNamed(() => import('@web/features/integrations/components/crm-integration-page'), 'CrmIntegrationPage');
const CrmFailurePage = lazyNamed(() => import('@web/features/integrations/components/crm-failure-page'), 'CrmFailurePage');
const PlanPage = lazyNamed(() => import('@web/features/plans/components/plan-page'), 'PlanPage');
const AuditLogPage = lazyNamed(() => import('@web/features/audit-log/components/audit-log-page'), 'AuditLogPage');
const SlackPage = lazyNamed(() => import('@web/features/messaging-integrations/components/slack-page'), 'SlackPage');
const TwilioPage = lazyNamed(() => import('@web/features/messaging-integrations/components/twilio-page'), 'TwilioPage');
const SegmentPage = lazyNamed(() => import('@web/features/messaging-integrations/components/analytics-pages'), 'SegmentPage');
const MixpanelPage = lazyNamed(() => import('@web/features/messaging-integrations/components/analytics-pages'), 'MixpanelPage');

const RelaysPage = lazyNamed(() => import('@web/features/relay/components/relays-page'), 'RelaysPage');
const NewRelayPage = lazyNamed(() => import('@web/features/relay/components/relay-pages'), 'NewRelayPage');
const EditRelayPage = lazyNamed(() => import('@web/features/relay/components/relay-pages'), 'EditRelayPage');
const CloneRelayPage = lazyNamed(() => import('@web/features/relay/components/relay-pages'), 'CloneRelayPage');
const RelayMatchingRulesPage = lazyNamed(() => import('@web/features/relay/components/relay-rules-pages'), 'RelayMatchingRulesPage');
const RelayDistributionPodsPage = lazyNamed(() => import('@web/features/relay/components/relay-rules-pages'), 'RelayDistributionPodsPage');
const RelayFallbackPodsPage = lazyNamed(() => import('@web/features/relay/components/relay-rules-pages'), 'RelayFallbackPodsPage');
const RelaySettingsPage = lazyNamed(() => import('@web/features/relay/components/relay-settings-page'), 'RelaySettingsPage');
const RelayLinksPage = lazyNamed(() => import('@web/features/relay/components/relay-links-page'), 'RelayLinksPage');
const RelayPreferencesPage = lazyNamed(() => import('@web/features/relay/components/relay-preferences-page'), 'RelayPreferencesPage');
const PublicRelayPage = lazyNamed(() => import('@web/features/relay/components/public-relay-page'), 'PublicRelayPage');

/** Signed-out pages bounce a signed-in user home. */
function GuestOnly() {
  const session = useSession();
  if (session.isPending) return null;
  if (session.data) return <Navigate to={homePath(session.data.user.role)} replace />;
  return <Outlet />;
}

const ADMIN = ['super_admin'] as const;
const ADMIN_MANAGER = ['super_admin', 'manager'] as const;

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/login/okta', element: <SsoLoginPage /> },
          { path: '/signup', element: <SignupPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
        ],
      },
      { path: '/register', element: <RegisterPage /> },
      { path: '/reset/:id', element: <ResetPasswordPage /> },
      { path: '/invitations/:token', element: <AcceptInvitationPage /> },
      { path: '/onboarding', element: <OnboardingPage /> },
      {
        element: <AppShell />,
        children: [
          { path: '/', element: <DashboardPage /> },
          { path: '/settings/organization-details', element: <RequireRole roles={[...ADMIN]}><OrganizationDetailsPage /></RequireRole> },
          { path: '/settings/members', element: <RequireRole roles={[...ADMIN_MANAGER]}><MembersPage /></RequireRole> },
          { path: '/settings/members/:id/details', element: <RequireRole roles={[...ADMIN_MANAGER]}><MemberDetailsPage /></RequireRole> },
          { path: '/settings/members/:id/availability', element: <RequireRole roles={[...ADMIN_MANAGER]}><MemberAvailabilityPage /></RequireRole> },
          { path: '/settings/teams/:teamId/members/:memberId/details', element: <RequireRole roles={[...ADMIN_MANAGER]}><MemberDetailsPage /></RequireRole> },
          { path: '/settings/teams/:teamId/members/:memberId/availability', element: <RequireRole roles={[...ADMIN_MANAGER]}><MemberAvailabilityPage /></RequireRole> },
          { path: '/profile/availability', element: <MyAvailabilityPage /> },
          { path: '/profile/integrations', element: <IntegrationsPage /> },
          { path: '/profile/integrations/google-calendar', element: <CalendarToolPage slug="google-calendar" /> },
          { path: '/profile/integrations/microsoft-calendar', element: <CalendarToolPage slug="microsoft-calendar" /> },
          { path: '/profile/integrations/caldav', element: <CalendarToolPage slug="caldav" /> },
          { path: '/profile/integrations/zoom', element: <ConferencingToolPage slug="zoom" /> },
          { path: '/profile/integrations/daily', element: <ConferencingToolPage slug="daily" /> },
          { path: '/profile/integrations/microsoft-teams', element: <ConferencingToolPage slug="microsoft-teams" /> },
          { path: '/profile/integrations/conference-link', element: <ConferencingToolPage slug="conference-link" /> },
          { path: '/meeting-types', element: <MeetingTypesPage /> },
          { path: '/meeting-types/new', element: <RequireRole roles={[...ADMIN_MANAGER]}><NewMeetingTypePage /></RequireRole> },
          { path: '/meeting-types/:id', element: <EditMeetingTypePage /> },
          { path: '/meeting-types/:id/clone', element: <RequireRole roles={[...ADMIN_MANAGER]}><CloneMeetingTypePage /></RequireRole> },
          { path: '/meeting-types/:id/availability', element: <MeetingTypeAvailabilityPage /> },
          { path: '/matching-rules', element: <MatchingRulesPage /> },
          { path: '/matching-rules/new', element: <RequireRole roles={[...ADMIN_MANAGER]}><NewMatchingRulePage /></RequireRole> },
          { path: '/matching-rules/:id', element: <EditMatchingRulePage /> },
          { path: '/distribution-rules', element: <DistributionRulesPage /> },
          { path: '/distribution-rules/new', element: <RequireRole roles={[...ADMIN_MANAGER]}><NewDistributionRulePage /></RequireRole> },
          { path: '/distribution-rules/compare', element: <CompareRulesPage /> },
          { path: '/distribution-rules/:id', element: <EditDistributionRulePage /> },
          { path: '/distribution-rules/:id/round-robin-history', element: <RoundRobinHistoryPage /> },
          { path: '/distribution-rules/:id/round-robin-log', element: <RoundRobinLogPage /> },
          { path: '/forms', element: <FormsPage /> },
          { path: '/forms/new', element: <RequireRole roles={[...ADMIN_MANAGER]}><NewFormPage /></RequireRole> },
          { path: '/forms/:id', element: <EditFormPage /> },
          { path: '/forms/:id/clone', element: <RequireRole roles={[...ADMIN_MANAGER]}><CloneFormPage /></RequireRole> },
          { path: '/marketing-forms', element: <MarketingFormsPage /> },
          { path: '/marketing-forms/new', element: <RequireRole roles={[...ADMIN_MANAGER]}><NewMarketingFormPage /></RequireRole> },
          { path: '/marketing-forms/:id', element: <EditMarketingFormPage /> },
          { path: '/inbound-router/routers', element: <RoutersPage /> },
          { path: '/routers/new', element: <RequireRole roles={[...ADMIN_MANAGER]}><NewRouterPage /></RequireRole> },
          { path: '/routers/:id', element: <EditRouterPage /> },
          { path: '/routers/:id/clone', element: <RequireRole roles={[...ADMIN_MANAGER]}><CloneRouterPage /></RequireRole> },
          { path: '/routers/:id/installation-widget', element: <InstallationPage /> },
          { path: '/redirect-rules', element: <RedirectRulesPage /> },
          { path: '/workflows', element: <WorkflowsPage /> },
          { path: '/workflows/new', element: <RequireRole roles={[...ADMIN_MANAGER]}><WorkflowFormPage mode="new" /></RequireRole> },
          { path: '/workflows/:id', element: <WorkflowFormPage mode="edit" /> },
          { path: '/workflows/:id/clone', element: <RequireRole roles={[...ADMIN_MANAGER]}><WorkflowFormPage mode="clone" /></RequireRole> },
          { path: '/signals', element: <SignalsPage /> },
          { path: '/settings/integrations', element: <RequireRole roles={[...ADMIN]}><IntegrationsSettingsPage /></RequireRole> },
          ...(['hubspot', 'salesforce', 'zoho', 'freshsales', 'pipedrive'] as const).map((p) => ({ path: `/settings/integrations/${p}`, element: <RequireRole roles={[...ADMIN]}><CrmIntegrationPage provider={p} /></RequireRole> })),
          { path: '/settings/plan', element: <RequireRole roles={[...ADMIN]}><PlanPage /></RequireRole> },
          { path: '/settings/audit-log', element: <RequireRole roles={[...ADMIN]}><AuditLogPage /></RequireRole> },
          { path: '/settings/distribution/no-show-detection', element: <RequireRole roles={[...ADMIN]}><NoShowDetectionPage /></RequireRole> },
          { path: '/settings/integrations/slack', element: <RequireRole roles={[...ADMIN]}><SlackPage /></RequireRole> },
          { path: '/settings/integrations/twilio', element: <RequireRole roles={[...ADMIN]}><TwilioPage /></RequireRole> },
          { path: '/settings/integrations/segment', element: <RequireRole roles={[...ADMIN]}><SegmentPage /></RequireRole> },
          { path: '/settings/integrations/mixpanel', element: <RequireRole roles={[...ADMIN]}><MixpanelPage /></RequireRole> },
          { path: '/contacts', element: <ContactsPage /> },
          { path: '/accounts', element: <AccountsPage /> },
          { path: '/accounts/:accountId/users', element: <AccountUsersPage /> },
          { path: '/settings/lists', element: <ListsPage /> },
          ...(['apollo', 'clearbit', 'crust_data', 'zerobounce', 'zoominfo', 'ocean'] as const).map((p) => ({ path: `/settings/integrations/${p}`, element: <RequireRole roles={[...ADMIN]}><EnrichmentProviderPage provider={p} /></RequireRole> })),
          { path: '/settings/teams', element: <TeamsPage /> },
          {
            path: '/settings/teams/:id',
            element: <TeamLayout />,
            children: [
              { index: true, element: <Navigate to="members" replace /> },
              { path: 'members', element: <TeamMembersTab /> },
              { path: 'availability', element: <TeamAvailabilityPage /> },
              { path: 'groups', element: <TeamGroupsTab /> },
              { path: 'details', element: <TeamDetailsTab /> },
            ],
          },
          { path: '/routing-logs', element: <Navigate to="/routing-logs/views/all-prospects" replace /> },
          { path: '/routing-logs/views/:view', element: <RoutingLogsPage /> },
          { path: '/routing-logs/:id/details', element: <RoutingLogDetailsPage /> },
          { path: '/campaign-router/routers', element: <CampaignRoutersPage /> },
          { path: '/campaign-router/new', element: <RequireRole roles={[...ADMIN_MANAGER]}><NewCampaignRouterPage /></RequireRole> },
          { path: '/campaign-router/routing-logs', element: <Navigate to="/campaign-router/routing-logs/views/all-prospects" replace /> },
          { path: '/campaign-router/routing-logs/views/:view', element: <RoutingLogsPage kind="campaign" /> },
          { path: '/campaign-router/routing-logs/:id/details', element: <RoutingLogDetailsPage /> },
          { path: '/campaign-router/:routerId', element: <EditCampaignRouterPage /> },
          { path: '/campaign-router/:routerId/contact-form', element: <CampaignContactFormPage /> },
          { path: '/campaign-router/:routerId/clone', element: <RequireRole roles={[...ADMIN_MANAGER]}><CloneCampaignRouterPage /></RequireRole> },
          { path: '/campaign-router/:routerId/installation', element: <CampaignInstallationPage /> },
          { path: '/campaign-router/:routerId/round-robin-history', element: <CampaignRoundRobinHistoryPage /> },
          { path: '/campaign-router/:routerId/matching-rules', element: <CampaignMatchingRulesPage /> },
          { path: '/reports/conversion-report', element: <ConversionReportPage /> },
          { path: '/reports/distribution-report', element: <DistributionReportPage /> },
          { path: '/handover-router/distribution-reports', element: <RelayDistributionReportsPage /> },
          { path: '/handover-router/distribution-reports/:id', element: <RelayDistributionReportsPage /> },
          { path: '/meetings', element: <Navigate to="/meetings/views/scheduled" replace /> },
          { path: '/meetings/views/:viewId', element: <MeetingsPage /> },
          { path: '/meetings/:id', element: <MeetingDetailsPage /> },
          { path: '/meetings/:id/details', element: <MeetingDetailsPage /> },
          { path: '/meetings/:id/reschedule', element: <ReschedulePage /> },
          { path: '/meetings/:id/cancel', element: <CancelMeetingPage /> },
          { path: '/book/meetings/new', element: <BookMeetingRoute /> },
          { path: '/handover-router/routers', element: <RelaysPage /> },
          { path: '/handover-router/new', element: <RequireRole roles={[...ADMIN_MANAGER]}><NewRelayPage /></RequireRole> },
          { path: '/handover-router/matching-rules', element: <RelayMatchingRulesPage /> },
          { path: '/handover-router/distribution-pods', element: <RelayDistributionPodsPage /> },
          { path: '/handover-router/distribution-pods/:id/round-robin-history', element: <RoundRobinHistoryPage /> },
          { path: '/handover-router/fallback-pods', element: <RelayFallbackPodsPage /> },
          { path: '/handover-router/fallback-pods/:id/round-robin-history', element: <RoundRobinHistoryPage /> },
          { path: '/handover-router/routing-logs', element: <Navigate to="/handover-router/routing-logs/views/all-prospects" replace /> },
          { path: '/handover-router/routing-logs/views/:view', element: <RoutingLogsPage kind="handover" /> },
          { path: '/handover-router/routing-logs/:id/details', element: <RoutingLogDetailsPage /> },
          { path: '/handover-router/settings', element: <RelaySettingsPage /> },
          { path: '/handover-router/:id', element: <EditRelayPage /> },
          { path: '/handover-router/:id/clone', element: <RequireRole roles={[...ADMIN_MANAGER]}><CloneRelayPage /></RequireRole> },
          { path: '/relay-meeting-links', element: <RelayLinksPage /> },
          { path: '/relay-meeting-links/manage', element: <RequireRole roles={[...ADMIN_MANAGER]}><RelayLinksPage manage /></RequireRole> },
          { path: '/profile/relay-preferences', element: <RelayPreferencesPage /> },
          { path: '/meeting-links', element: <MeetingLinksPage /> },
          { path: '/meeting-links/manage', element: <RequireRole roles={[...ADMIN_MANAGER]}><ManageLinksPage /></RequireRole> },
          { path: '/meeting-links/manage/:slug/:id', element: <RequireRole roles={[...ADMIN_MANAGER]}><ManagedLinkPage kind="personal" /></RequireRole> },
          { path: '/meeting-links/:slug', element: <LinkBySlugPage kind="personal" /> },
          { path: '/group-meeting-links/views/:viewId', element: <Navigate to="/meeting-links?view=group" replace /> },
          { path: '/group-meeting-links/manage', element: <RequireRole roles={[...ADMIN_MANAGER]}><ManageLinksPage kind="group" /></RequireRole> },
          { path: '/group-meeting-links/manage/:slug/:id', element: <RequireRole roles={[...ADMIN_MANAGER]}><ManagedLinkPage kind="group" /></RequireRole> },
          { path: '/group-meeting-links/:slug', element: <LinkBySlugPage kind="group" /> },
          { path: '/profile/home-page', element: <HomePageEditorPage /> },
          { path: '/profile/edit', element: <ProfileEditPage /> },
          { path: '/settings/password', element: <ChangePasswordPage /> },
        ],
      },
      { path: '/relay/:token', element: <PublicRelayPage /> },
      { path: '/crm-failure', element: <CrmFailurePage /> },
      { path: '/500', element: <ServerErrorPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
