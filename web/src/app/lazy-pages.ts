import { lazyNamed } from './lazy';

// Every feature page is its own chunk, loaded when its route is first opened: the first paint needs
// only the shell, the session probe and the page being opened. The route tree is in router.tsx.
export const LoginPage = lazyNamed(() => import('@web/features/auth/components/login-page'), 'LoginPage');
export const SignupPage = lazyNamed(() => import('@web/features/auth/components/signup-page'), 'SignupPage');
export const RegisterPage = lazyNamed(() => import('@web/features/auth/components/register-page'), 'RegisterPage');
export const ForgotPasswordPage = lazyNamed(() => import('@web/features/auth/components/forgot-password-page'), 'ForgotPasswordPage');
export const ResetPasswordPage = lazyNamed(() => import('@web/features/auth/components/reset-password-page'), 'ResetPasswordPage');
export const AcceptInvitationPage = lazyNamed(() => import('@web/features/auth/components/accept-invitation-page'), 'AcceptInvitationPage');
export const SsoLoginPage = lazyNamed(() => import('@web/features/auth/components/sso-page'), 'SsoLoginPage');
export const OrganizationDetailsPage = lazyNamed(
  () => import('@web/features/organization/components/organization-details-page'),
  'OrganizationDetailsPage',
);
export const MembersPage = lazyNamed(() => import('@web/features/members/components/members-page'), 'MembersPage');
export const MemberDetailsPage = lazyNamed(() => import('@web/features/members/components/member-details-page'), 'MemberDetailsPage');
export const TeamsPage = lazyNamed(() => import('@web/features/teams/components/teams-page'), 'TeamsPage');
export const TeamLayout = lazyNamed(() => import('@web/features/teams/components/team-page'), 'TeamLayout');
export const TeamMembersTab = lazyNamed(() => import('@web/features/teams/components/team-page'), 'TeamMembersTab');
export const TeamGroupsTab = lazyNamed(() => import('@web/features/teams/components/team-page'), 'TeamGroupsTab');
export const TeamDetailsTab = lazyNamed(() => import('@web/features/teams/components/team-page'), 'TeamDetailsTab');
export const ProfileEditPage = lazyNamed(() => import('@web/features/profile/components/profile-edit-page'), 'ProfileEditPage');
export const ExtensionConnectPage = lazyNamed(
  () => import('@web/features/profile/components/extension-connect-page'),
  'ExtensionConnectPage',
);
export const ChangePasswordPage = lazyNamed(() => import('@web/features/profile/components/change-password-page'), 'ChangePasswordPage');
export const IntegrationsPage = lazyNamed(
  () => import('@web/features/profile-integrations/components/integrations-page'),
  'IntegrationsPage',
);
export const CalendarToolPage = lazyNamed(
  () => import('@web/features/profile-integrations/components/calendar-tool-page'),
  'CalendarToolPage',
);
export const ConferencingToolPage = lazyNamed(
  () => import('@web/features/conferencing/components/conferencing-tool-page'),
  'ConferencingToolPage',
);
export const OnboardingPage = lazyNamed(() => import('@web/features/onboarding/components/onboarding-page'), 'OnboardingPage');
export const MyAvailabilityPage = lazyNamed(
  () => import('@web/features/availability/components/my-availability-page'),
  'MyAvailabilityPage',
);
export const MemberAvailabilityPage = lazyNamed(
  () => import('@web/features/availability/components/member-availability-page'),
  'MemberAvailabilityPage',
);
export const TeamAvailabilityPage = lazyNamed(
  () => import('@web/features/availability/components/team-availability-page'),
  'TeamAvailabilityPage',
);
export const MeetingTypesPage = lazyNamed(() => import('@web/features/meeting-types/components/meeting-types-page'), 'MeetingTypesPage');
export const CloneMeetingTypePage = lazyNamed(
  () => import('@web/features/meeting-types/components/meeting-type-editor-page'),
  'CloneMeetingTypePage',
);
export const EditMeetingTypePage = lazyNamed(
  () => import('@web/features/meeting-types/components/meeting-type-editor-page'),
  'EditMeetingTypePage',
);
export const NewMeetingTypePage = lazyNamed(
  () => import('@web/features/meeting-types/components/meeting-type-editor-page'),
  'NewMeetingTypePage',
);
export const MeetingTypeAvailabilityPage = lazyNamed(
  () => import('@web/features/meeting-types/components/meeting-type-availability-page'),
  'MeetingTypeAvailabilityPage',
);
export const MeetingsPage = lazyNamed(() => import('@web/features/meetings/components/meetings-page'), 'MeetingsPage');
export const MeetingDetailsPage = lazyNamed(() => import('@web/features/meetings/components/meeting-details-page'), 'MeetingDetailsPage');
export const ReschedulePage = lazyNamed(() => import('@web/features/meetings/components/reschedule-page'), 'ReschedulePage');
export const CancelMeetingPage = lazyNamed(() => import('@web/features/meetings/components/cancel-meeting-page'), 'CancelMeetingPage');
export const BookMeetingRoute = lazyNamed(() => import('./pages/book-meeting-route'), 'BookMeetingRoute');
export const MeetingLinksPage = lazyNamed(() => import('@web/features/meeting-links/components/meeting-links-page'), 'MeetingLinksPage');
export const ManageLinksPage = lazyNamed(() => import('@web/features/meeting-links/components/manage-links-page'), 'ManageLinksPage');
export const LinkBySlugPage = lazyNamed(() => import('@web/features/meeting-links/components/link-editor-page'), 'LinkBySlugPage');
export const ManagedLinkPage = lazyNamed(() => import('@web/features/meeting-links/components/link-editor-page'), 'ManagedLinkPage');
export const HomePageEditorPage = lazyNamed(() => import('@web/features/home-page/components/home-page-editor-page'), 'HomePageEditorPage');
export const MatchingRulesPage = lazyNamed(
  () => import('@web/features/matching-rules/components/matching-rules-page'),
  'MatchingRulesPage',
);
export const EditMatchingRulePage = lazyNamed(
  () => import('@web/features/matching-rules/components/matching-rule-editor-page'),
  'EditMatchingRulePage',
);
export const NewMatchingRulePage = lazyNamed(
  () => import('@web/features/matching-rules/components/matching-rule-editor-page'),
  'NewMatchingRulePage',
);
export const DistributionRulesPage = lazyNamed(
  () => import('@web/features/distribution/components/distribution-rules-page'),
  'DistributionRulesPage',
);
export const EditDistributionRulePage = lazyNamed(
  () => import('@web/features/distribution/components/distribution-rule-editor-page'),
  'EditDistributionRulePage',
);
export const NewDistributionRulePage = lazyNamed(
  () => import('@web/features/distribution/components/distribution-rule-editor-page'),
  'NewDistributionRulePage',
);
export const CompareRulesPage = lazyNamed(() => import('@web/features/distribution/components/compare-rules-page'), 'CompareRulesPage');
export const RoundRobinHistoryPage = lazyNamed(
  () => import('@web/features/distribution/components/round-robin-history-page'),
  'RoundRobinHistoryPage',
);
export const RoundRobinLogPage = lazyNamed(() => import('@web/features/distribution/components/round-robin-log-page'), 'RoundRobinLogPage');
export const NoShowDetectionPage = lazyNamed(
  () => import('@web/features/no-show-detection/components/no-show-detection-page'),
  'NoShowDetectionPage',
);
export const AutoRedirectionPage = lazyNamed(
  () => import('@web/features/meeting-settings/components/auto-redirection-page'),
  'AutoRedirectionPage',
);
export const MeetingWindowPage = lazyNamed(
  () => import('@web/features/meeting-settings/components/meeting-window-page'),
  'MeetingWindowPage',
);
export const FormInvitesPage = lazyNamed(() => import('@web/features/meeting-settings/components/form-invites-page'), 'FormInvitesPage');
export const UtmParamsPage = lazyNamed(() => import('@web/features/meeting-settings/components/utm-params-page'), 'UtmParamsPage');
export const CustomCodePage = lazyNamed(() => import('@web/features/meeting-settings/components/custom-code-page'), 'CustomCodePage');
export const ProductUsagePage = lazyNamed(() => import('@web/features/product-usage/components/product-usage-page'), 'ProductUsagePage');
export const FormsPage = lazyNamed(() => import('@web/features/forms/components/forms-list-page'), 'FormsPage');
export const MarketingFormsPage = lazyNamed(() => import('@web/features/forms/components/forms-list-page'), 'MarketingFormsPage');
export const CloneFormPage = lazyNamed(() => import('@web/features/forms/components/form-builder-pages'), 'CloneFormPage');
export const EditFormPage = lazyNamed(() => import('@web/features/forms/components/form-builder-pages'), 'EditFormPage');
export const NewFormPage = lazyNamed(() => import('@web/features/forms/components/form-builder-pages'), 'NewFormPage');
export const EditMarketingFormPage = lazyNamed(
  () => import('@web/features/forms/components/marketing-form-pages'),
  'EditMarketingFormPage',
);
export const NewMarketingFormPage = lazyNamed(() => import('@web/features/forms/components/marketing-form-pages'), 'NewMarketingFormPage');
export const ContactsPage = lazyNamed(() => import('@web/features/crm/components/contacts-page'), 'ContactsPage');
export const AccountsPage = lazyNamed(() => import('@web/features/crm/components/accounts-page'), 'AccountsPage');
export const AccountUsersPage = lazyNamed(() => import('@web/features/crm/components/account-users-page'), 'AccountUsersPage');
export const MyTasksPage = lazyNamed(() => import('@web/features/tasks/components/my-tasks-page'), 'MyTasksPage');
export const ListsPage = lazyNamed(() => import('@web/features/lists/components/lists-page'), 'ListsPage');
export const EnrichmentProviderPage = lazyNamed(
  () => import('@web/features/enrichment/components/enrichment-provider-page'),
  'EnrichmentProviderPage',
);
export const RoutingLogsPage = lazyNamed(() => import('@web/features/routing-logs/components/routing-logs-page'), 'RoutingLogsPage');
export const RoutingLogDetailsPage = lazyNamed(
  () => import('@web/features/routing-logs/components/routing-log-details-page'),
  'RoutingLogDetailsPage',
);
export const ConversionReportPage = lazyNamed(
  () => import('@web/features/reports/components/conversion-report-page'),
  'ConversionReportPage',
);
export const DistributionReportPage = lazyNamed(
  () => import('@web/features/reports/components/distribution-report-page'),
  'DistributionReportPage',
);
export const RelayDistributionReportsPage = lazyNamed(
  () => import('@web/features/reports/components/distribution-report-page'),
  'RelayDistributionReportsPage',
);
export const RoutersPage = lazyNamed(() => import('@web/features/routers/components/routers-page'), 'RoutersPage');
export const IntercomRouterSection = lazyNamed(
  () => import('@web/features/intercom/components/intercom-router-cards'),
  'IntercomRouterSection',
);
export const CloneRouterPage = lazyNamed(() => import('@web/features/routers/components/router-pages'), 'CloneRouterPage');
export const EditRouterPage = lazyNamed(() => import('@web/features/routers/components/router-pages'), 'EditRouterPage');
export const NewRouterPage = lazyNamed(() => import('@web/features/routers/components/router-pages'), 'NewRouterPage');
export const InstallationPage = lazyNamed(() => import('@web/features/routers/components/installation-page'), 'InstallationPage');
export const DashboardPage = lazyNamed(() => import('@web/features/dashboard/components/dashboard-page'), 'DashboardPage');
export const CampaignRoutersPage = lazyNamed(
  () => import('@web/features/campaign-routers/components/campaign-routers-page'),
  'CampaignRoutersPage',
);
export const NewCampaignRouterPage = lazyNamed(
  () => import('@web/features/campaign-routers/components/campaign-pages'),
  'NewCampaignRouterPage',
);
export const EditCampaignRouterPage = lazyNamed(
  () => import('@web/features/campaign-routers/components/campaign-pages'),
  'EditCampaignRouterPage',
);
export const CloneCampaignRouterPage = lazyNamed(
  () => import('@web/features/campaign-routers/components/campaign-pages'),
  'CloneCampaignRouterPage',
);
export const CampaignContactFormPage = lazyNamed(
  () => import('@web/features/campaign-routers/components/campaign-pages'),
  'CampaignContactFormPage',
);
export const CampaignMatchingRulesPage = lazyNamed(
  () => import('@web/features/campaign-routers/components/campaign-pages'),
  'CampaignMatchingRulesPage',
);
export const CampaignInstallationPage = lazyNamed(
  () => import('@web/features/campaign-routers/components/installation-page'),
  'CampaignInstallationPage',
);
export const CampaignRoundRobinHistoryPage = lazyNamed(
  () => import('@web/features/campaign-routers/components/round-robin-history-page'),
  'CampaignRoundRobinHistoryPage',
);
export const AssetConfigurationPage = lazyNamed(
  () => import('@web/features/asset-templates/components/asset-configuration-page'),
  'AssetConfigurationPage',
);
export const RedirectRulesPage = lazyNamed(
  () => import('@web/features/redirect-rules/components/redirect-rules-page'),
  'RedirectRulesPage',
);
export const WorkflowsPage = lazyNamed(() => import('@web/features/workflows/components/workflows-page'), 'WorkflowsPage');
export const WorkflowFormPage = lazyNamed(() => import('@web/features/workflows/components/workflow-form-page'), 'WorkflowFormPage');
export const SignalsPage = lazyNamed(() => import('@web/features/signals/components/signals-page'), 'SignalsPage');
export const IntegrationsSettingsPage = lazyNamed(
  () => import('@web/features/integrations/components/integrations-page'),
  'IntegrationsSettingsPage',
);
export const CrmIntegrationPage = lazyNamed(
  () => import('@web/features/integrations/components/crm-integration-page'),
  'CrmIntegrationPage',
);
export const CrmFailurePage = lazyNamed(() => import('@web/features/integrations/components/crm-failure-page'), 'CrmFailurePage');
export const PlanPage = lazyNamed(() => import('@web/features/plans/components/plan-page'), 'PlanPage');
export const SecuritySettingsPage = lazyNamed(
  () => import('@web/features/security/components/security-settings-page'),
  'SecuritySettingsPage',
);
export const TrustedOriginsPage = lazyNamed(
  () => import('@web/features/organization/components/trusted-origins-page'),
  'TrustedOriginsPage',
);
export const AuditLogPage = lazyNamed(() => import('@web/features/audit-log/components/audit-log-page'), 'AuditLogPage');
export const SsoSettingsPage = lazyNamed(() => import('@web/features/security/components/sso-page'), 'SsoSettingsPage');
export const ScimPage = lazyNamed(() => import('@web/features/scim/components/scim-page'), 'ScimPage');
export const IntercomSettingsPage = lazyNamed(
  () => import('@web/features/intercom/components/intercom-settings-page'),
  'IntercomSettingsPage',
);
export const IntercomOnboardingPage = lazyNamed(
  () => import('@web/features/intercom/components/intercom-onboarding-page'),
  'IntercomOnboardingPage',
);
export const SlackPage = lazyNamed(() => import('@web/features/messaging-integrations/components/slack-page'), 'SlackPage');
export const TwilioPage = lazyNamed(() => import('@web/features/messaging-integrations/components/twilio-page'), 'TwilioPage');
export const SegmentPage = lazyNamed(() => import('@web/features/messaging-integrations/components/analytics-pages'), 'SegmentPage');
export const MixpanelPage = lazyNamed(() => import('@web/features/messaging-integrations/components/analytics-pages'), 'MixpanelPage');
export const StripePage = lazyNamed(() => import('@web/features/billing-integrations/components/stripe-page'), 'StripePage');
export const MuxPage = lazyNamed(() => import('@web/features/media-integrations/components/mux-page'), 'MuxPage');

export const RelaysPage = lazyNamed(() => import('@web/features/relay/components/relays-page'), 'RelaysPage');
export const NewRelayPage = lazyNamed(() => import('@web/features/relay/components/relay-pages'), 'NewRelayPage');
export const EditRelayPage = lazyNamed(() => import('@web/features/relay/components/relay-pages'), 'EditRelayPage');
export const CloneRelayPage = lazyNamed(() => import('@web/features/relay/components/relay-pages'), 'CloneRelayPage');
export const RelayMatchingRulesPage = lazyNamed(() => import('@web/features/relay/components/relay-rules-pages'), 'RelayMatchingRulesPage');
export const RelayDistributionPodsPage = lazyNamed(
  () => import('@web/features/relay/components/relay-rules-pages'),
  'RelayDistributionPodsPage',
);
export const RelayFallbackPodsPage = lazyNamed(() => import('@web/features/relay/components/relay-rules-pages'), 'RelayFallbackPodsPage');
export const RelaySettingsPage = lazyNamed(() => import('@web/features/relay/components/relay-settings-page'), 'RelaySettingsPage');
export const RelayLinksPage = lazyNamed(() => import('@web/features/relay/components/relay-links-page'), 'RelayLinksPage');
export const RelayPreferencesPage = lazyNamed(
  () => import('@web/features/relay/components/relay-preferences-page'),
  'RelayPreferencesPage',
);
// Object routers (issue 25): their list is the routing list's Object Router tab.
export const ObjectRoutersPage = lazyNamed(
  () => import('@web/features/object-routers/components/object-routers-page'),
  'ObjectRoutersPage',
);
export const NewObjectRouterPage = lazyNamed(
  () => import('@web/features/object-routers/components/object-router-pages'),
  'NewObjectRouterPage',
);
export const EditObjectRouterPage = lazyNamed(
  () => import('@web/features/object-routers/components/object-router-pages'),
  'EditObjectRouterPage',
);
export const WidgetCustomisationPage = lazyNamed(
  () => import('@web/features/branding/components/widget-customisation-page'),
  'WidgetCustomisationPage',
);
export const MetaInfoPage = lazyNamed(() => import('@web/features/branding/components/meta-info-page'), 'MetaInfoPage');
export const SchedulerDomainPage = lazyNamed(
  () => import('@web/features/scheduler-domain/components/scheduler-domain-page'),
  'SchedulerDomainPage',
);
export const EmailDomainPage = lazyNamed(() => import('@web/features/email-domain/components/email-domain-page'), 'EmailDomainPage');
