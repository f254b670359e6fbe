import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { useSession } from '@web/lib/session';
import { LoginPage } from '@web/features/auth/components/login-page';
import { SignupPage } from '@web/features/auth/components/signup-page';
import { RegisterPage } from '@web/features/auth/components/register-page';
import { ForgotPasswordPage } from '@web/features/auth/components/forgot-password-page';
import { ResetPasswordPage } from '@web/features/auth/components/reset-password-page';
import { AcceptInvitationPage } from '@web/features/auth/components/accept-invitation-page';
import { SsoLoginPage } from '@web/features/auth/components/sso-page';
import { OrganizationDetailsPage } from '@web/features/organization/components/organization-details-page';
import { MembersPage } from '@web/features/members/components/members-page';
import { MemberDetailsPage } from '@web/features/members/components/member-details-page';
import { TeamsPage } from '@web/features/teams/components/teams-page';
import { TeamLayout, TeamMembersTab, TeamGroupsTab, TeamDetailsTab } from '@web/features/teams/components/team-page';
import { ProfileEditPage } from '@web/features/profile/components/profile-edit-page';
import { ChangePasswordPage } from '@web/features/profile/components/change-password-page';
import { OnboardingPage } from '@web/features/onboarding/components/onboarding-page';
import { MyAvailabilityPage } from '@web/features/availability/components/my-availability-page';
import { MemberAvailabilityPage } from '@web/features/availability/components/member-availability-page';
import { TeamAvailabilityPage } from '@web/features/availability/components/team-availability-page';
import { MeetingTypesPage } from '@web/features/meeting-types/components/meeting-types-page';
import { CloneMeetingTypePage, EditMeetingTypePage, NewMeetingTypePage } from '@web/features/meeting-types/components/meeting-type-editor-page';
import { MeetingTypeAvailabilityPage } from '@web/features/meeting-types/components/meeting-type-availability-page';
import { MeetingsPage } from '@web/features/meetings/components/meetings-page';
import { MeetingDetailsPage } from '@web/features/meetings/components/meeting-details-page';
import { ReschedulePage } from '@web/features/meetings/components/reschedule-page';
import { CancelMeetingPage } from '@web/features/meetings/components/cancel-meeting-page';
import { BookMeetingPage } from '@web/features/meetings/components/book-meeting-page';
import { MeetingLinksPage } from '@web/features/meeting-links/components/meeting-links-page';
import { ManageLinksPage } from '@web/features/meeting-links/components/manage-links-page';
import { LinkBySlugPage, ManagedLinkPage } from '@web/features/meeting-links/components/link-editor-page';
import { HomePageEditorPage } from '@web/features/home-page/components/home-page-editor-page';
import { MatchingRulesPage } from '@web/features/matching-rules/components/matching-rules-page';
import { EditMatchingRulePage, NewMatchingRulePage } from '@web/features/matching-rules/components/matching-rule-editor-page';
import { DistributionRulesPage } from '@web/features/distribution/components/distribution-rules-page';
import { EditDistributionRulePage, NewDistributionRulePage } from '@web/features/distribution/components/distribution-rule-editor-page';
import { CompareRulesPage } from '@web/features/distribution/components/compare-rules-page';
import { RoundRobinHistoryPage } from '@web/features/distribution/components/round-robin-history-page';
import { RoundRobinLogPage } from '@web/features/distribution/components/round-robin-log-page';
import { FormsPage, MarketingFormsPage } from '@web/features/forms/components/forms-list-page';
import { CloneFormPage, EditFormPage, NewFormPage } from '@web/features/forms/components/form-builder-pages';
import { EditMarketingFormPage, NewMarketingFormPage } from '@web/features/forms/components/marketing-form-pages';
import { ContactsPage } from '@web/features/crm/components/contacts-page';
import { AccountsPage } from '@web/features/crm/components/accounts-page';
import { AccountUsersPage } from '@web/features/crm/components/account-users-page';
import { ListsPage } from '@web/features/lists/components/lists-page';
import { RoutingLogsPage } from '@web/features/routing-logs/components/routing-logs-page';
import { RoutingLogDetailsPage } from '@web/features/routing-logs/components/routing-log-details-page';
import { RoutersPage } from '@web/features/routers/components/routers-page';
import { CloneRouterPage, EditRouterPage, NewRouterPage } from '@web/features/routers/components/router-pages';
import { InstallationPage } from '@web/features/routers/components/installation-page';
import { RedirectRulesPage } from '@web/features/redirect-rules/components/redirect-rules-page';
import { AppShell, RequireRole } from './app-shell';
import { homePath } from './nav';
import { CrmFailurePage, NotFoundPage, RouteErrorBoundary, ServerErrorPage } from './pages/error-pages';

/** Signed-out pages bounce a signed-in user home. */
function GuestOnly() {
  const session = useSession();
  if (session.isPending) return null;
  if (session.data) return <Navigate to={homePath(session.data.user.role)} replace />;
  return <Outlet />;
}

function Home() {
  const session = useSession();
  if (session.isPending) return null;
  if (!session.data) return <Navigate to="/login" replace />;
  if (!session.data.user.onboarded) return <Navigate to="/onboarding" replace />;
  return <Navigate to={homePath(session.data.user.role)} replace />;
}

const ADMIN = ['super_admin'] as const;
const ADMIN_MANAGER = ['super_admin', 'manager'] as const;

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: '/', element: <Home /> },
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
          { path: '/settings/organization-details', element: <RequireRole roles={[...ADMIN]}><OrganizationDetailsPage /></RequireRole> },
          { path: '/settings/members', element: <RequireRole roles={[...ADMIN_MANAGER]}><MembersPage /></RequireRole> },
          { path: '/settings/members/:id/details', element: <RequireRole roles={[...ADMIN_MANAGER]}><MemberDetailsPage /></RequireRole> },
          { path: '/settings/members/:id/availability', element: <RequireRole roles={[...ADMIN_MANAGER]}><MemberAvailabilityPage /></RequireRole> },
          { path: '/settings/teams/:teamId/members/:memberId/details', element: <RequireRole roles={[...ADMIN_MANAGER]}><MemberDetailsPage /></RequireRole> },
          { path: '/settings/teams/:teamId/members/:memberId/availability', element: <RequireRole roles={[...ADMIN_MANAGER]}><MemberAvailabilityPage /></RequireRole> },
          { path: '/profile/availability', element: <MyAvailabilityPage /> },
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
          { path: '/contacts', element: <ContactsPage /> },
          { path: '/accounts', element: <AccountsPage /> },
          { path: '/accounts/:accountId/users', element: <AccountUsersPage /> },
          { path: '/settings/lists', element: <ListsPage /> },
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
          { path: '/meetings', element: <Navigate to="/meetings/views/scheduled" replace /> },
          { path: '/meetings/views/:viewId', element: <MeetingsPage /> },
          { path: '/meetings/:id', element: <MeetingDetailsPage /> },
          { path: '/meetings/:id/details', element: <MeetingDetailsPage /> },
          { path: '/meetings/:id/reschedule', element: <ReschedulePage /> },
          { path: '/meetings/:id/cancel', element: <CancelMeetingPage /> },
          { path: '/book/meetings/new', element: <BookMeetingPage /> },
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
      { path: '/crm-failure', element: <CrmFailurePage /> },
      { path: '/500', element: <ServerErrorPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
