// Configuration: account (profile, email, password, phone, sessions, deletion) and the
// selected organization's settings, its fiscal data, its storage and its animal categories (owners and admins).
import { PageFrame } from "../../components/page-frame";
import { useMessages } from "../../lib/i18n";
import { CategoriesSection } from "./categories-section";
import { configurationMessages } from "./configuration-messages";
import { DataTransferSection } from "./data-transfer-section";
import { DeleteAccountSection } from "./delete-account-section";
import { EmailSection } from "./email-section";
import { FiscalSection } from "./fiscal-section";
import { OrganizationSection } from "./organization-section";
import { PasswordSection } from "./password-section";
import { PhoneSection } from "./phone-section";
import { ProfileSection } from "./profile-section";
import { SessionsSection } from "./sessions-section";
import { StorageSection } from "./storage-section";
import "./configuration.css";

export default function ConfigurationPage() {
  const t = useMessages(configurationMessages);
  return (
    <PageFrame title={t.title} description={t.description}>
      <div className="settings-grid">
        <ProfileSection />
        <OrganizationSection />
        <FiscalSection />
        <StorageSection />
        <CategoriesSection />
        <DataTransferSection />
        <EmailSection />
        <PasswordSection />
        <PhoneSection />
        <SessionsSection />
        <DeleteAccountSection />
      </div>
    </PageFrame>
  );
}
