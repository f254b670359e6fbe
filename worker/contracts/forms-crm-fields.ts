/** CRM fields a question or a mapped input can fill, per module (the built-in CRM's standard properties). */
export const CONTACT_FIELDS = [
  { key: 'name', label: 'Full name' },
  { key: 'first_name', label: 'First name' },
  { key: 'last_name', label: 'Last name' },
  { key: 'email', label: 'E-mail' },
  { key: 'phone', label: 'Phone' },
  { key: 'title', label: 'Job title' },
  { key: 'department', label: 'Department' },
  { key: 'country', label: 'Country' },
  { key: 'city', label: 'City' },
  { key: 'description', label: 'Description' },
] as const;
export const LEAD_FIELDS = [
  { key: 'name', label: 'Full name' },
  { key: 'first_name', label: 'First name' },
  { key: 'last_name', label: 'Last name' },
  { key: 'email', label: 'E-mail' },
  { key: 'phone', label: 'Phone' },
  { key: 'company', label: 'Company' },
  { key: 'title', label: 'Job title' },
  { key: 'website', label: 'Website' },
  { key: 'industry', label: 'Industry' },
  { key: 'employees', label: 'Number of employees' },
  { key: 'country', label: 'Country' },
  { key: 'lead_source', label: 'Lead source' },
  { key: 'description', label: 'Description' },
] as const;
