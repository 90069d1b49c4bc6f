import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';

import { PATHS } from './paths';

// each page's code loads when it is first visited
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const DashboardPage = lazy(() => import('../pages/dashboard/dashboard-page'));
const SignInPage = named(() => import('../pages/account/sign-in/sign-in-page'), 'SignInPage');
const CallbackPage = named(() => import('../pages/account/callback/callback-page'), 'CallbackPage');
const RegisterPage = named(() => import('../pages/account/register/register-page'), 'RegisterPage');
const ChangePasswordPage = named(() => import('../pages/account/change-password/change-password-page'), 'ChangePasswordPage');
const SecurityPage = named(() => import('../pages/account/security/security-page'), 'SecurityPage');
const EmailUnsubscribedPage = named(() => import('../pages/email-unsubscribed/email-unsubscribed-page'), 'EmailUnsubscribedPage');
const InstantDemoPage = named(() => import('../pages/instant-demo/instant-demo-page'), 'InstantDemoPage');
const AgreementPage = named(() => import('../pages/agreement/agreement-page'), 'AgreementPage');
const OnboardingPage = named(() => import('../pages/onboarding/onboarding-page'), 'OnboardingPage');
const OptionPage = named(() => import('../pages/option/option-page'), 'OptionPage');
const IntegrationPage = named(() => import('../pages/integration/integration-page'), 'IntegrationPage');
const IntegrationOAuthPage = named(() => import('../pages/integration/integration-oauth-page'), 'IntegrationOAuthPage');
const CadencePage = named(() => import('../pages/cadence/cadence-page'), 'CadencePage');
const CallToActionPage = named(() => import('../pages/call-to-action/call-to-action-page'), 'CallToActionPage');
const SignaturePage = named(() => import('../pages/signature/signature-page'), 'SignaturePage');
const CompanyPage = named(() => import('../pages/company/company-page'), 'CompanyPage');
const ContactListPage = named(() => import('../pages/contact-list/contact-list-page'), 'ContactListPage');
const ContactPage = named(() => import('../pages/contact/contact-page'), 'ContactPage');
const CustomerProfilePage = named(() => import('../pages/customer-profile/customer-profile-page'), 'CustomerProfilePage');
const ProductPage = named(() => import('../pages/product/product-page'), 'ProductPage');
const SampleEmailPage = named(() => import('../pages/sample-email/sample-email-page'), 'SampleEmailPage');
const EmailSenderConfigPage = named(
  () => import('../pages/email-sender-config/email-sender-config-page'),
  'EmailSenderConfigPage',
);
const EmailSenderConfigAddPage = named(
  () => import('../pages/email-sender-config-add/email-sender-config-add-page'),
  'EmailSenderConfigAddPage',
);
const CampaignPage = named(() => import('../pages/campaign/campaign-page'), 'CampaignPage');
const CampaignDetailPage = named(() => import('../pages/campaign/campaign-detail-page'), 'CampaignDetailPage');
const CampaignAddPage = named(() => import('../pages/campaign-add/campaign-add-page'), 'CampaignAddPage');
const EmailPage = named(() => import('../pages/email/email-page'), 'EmailPage');
const ReplyPage = named(() => import('../pages/reply/reply-page'), 'ReplyPage');
const PersonaPage = named(() => import('../pages/persona/persona-page'), 'PersonaPage');
const InboundPage = named(() => import('../pages/inbound/inbound-page'), 'InboundPage');
const MemberPage = named(() => import('../pages/member/member-page'), 'MemberPage');
const InvitationAcceptPage = named(() => import('../pages/invitation-accept/invitation-accept-page'), 'InvitationAcceptPage');

/** The old sign-in address: the sign-in page, with whatever the redirect carried. */
function ToSignIn() {
  const location = useLocation();
  return <Navigate to={{ pathname: PATHS.login, search: location.search }} state={location.state as unknown} replace />;
}

/** Unknown addresses go to the dashboard, keeping the instance. */
function ToDashboard() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: PATHS.dashboard, search }} replace />;
}

/** Every page (docs/product.md, Screens and shell); the shell decides whether, and in which frame, it shows. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={PATHS.home} element={<DashboardPage />} />
      <Route path={PATHS.dashboard} element={<DashboardPage />} />
      <Route path={PATHS.login} element={<SignInPage />} />
      <Route path={PATHS.signIn} element={<ToSignIn />} />
      <Route path={PATHS.signInCallback} element={<CallbackPage />} />
      <Route path={PATHS.register} element={<RegisterPage />} />
      <Route path={PATHS.accountRegister} element={<RegisterPage />} />
      <Route path={PATHS.changePassword} element={<ChangePasswordPage />} />
      <Route path={PATHS.accountSecurity} element={<SecurityPage />} />
      <Route path={PATHS.unsubscribed} element={<EmailUnsubscribedPage />} />
      <Route path={PATHS.instantDemo} element={<InstantDemoPage />} />
      <Route path={PATHS.agreement} element={<AgreementPage />} />
      <Route path={PATHS.onboarding} element={<OnboardingPage />} />
      <Route path={PATHS.option} element={<OptionPage />} />
      <Route path={PATHS.integration} element={<IntegrationPage />} />
      <Route path={PATHS.integrationOAuth} element={<IntegrationOAuthPage />} />
      <Route path={PATHS.cadence} element={<CadencePage />} />
      <Route path={PATHS.callToAction} element={<CallToActionPage />} />
      <Route path={PATHS.signature} element={<SignaturePage />} />
      <Route path={PATHS.company} element={<CompanyPage />} />
      <Route path={PATHS.contactList} element={<ContactListPage />} />
      <Route path={PATHS.contact} element={<ContactPage />} />
      <Route path={PATHS.customerProfile} element={<CustomerProfilePage />} />
      <Route path={PATHS.product} element={<ProductPage />} />
      <Route path={PATHS.sampleEmail} element={<SampleEmailPage />} />
      <Route path={PATHS.emailSenderConfig} element={<EmailSenderConfigPage />} />
      <Route path={PATHS.emailSenderConfigAdd} element={<EmailSenderConfigAddPage />} />
      <Route path={PATHS.campaign} element={<CampaignPage />} />
      <Route path={PATHS.campaignAdd} element={<CampaignAddPage />} />
      {/* a static segment outranks a parameter: /campaign/add stays the wizard */}
      <Route path={PATHS.campaignDetail} element={<CampaignDetailPage />} />
      <Route path={PATHS.email} element={<EmailPage />} />
      <Route path={PATHS.reply} element={<ReplyPage />} />
      <Route path={PATHS.persona} element={<PersonaPage />} />
      <Route path={PATHS.inbound} element={<InboundPage />} />
      <Route path={PATHS.member} element={<MemberPage />} />
      <Route path={PATHS.invitationAccept} element={<InvitationAcceptPage />} />
      <Route path="*" element={<ToDashboard />} />
    </Routes>
  );
}
