import { z } from 'zod';

export const industries = [
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'Retail',
  'Manufacturing',
  'Consulting',
  'Other',
] as const;
export const industrySchema = z.enum(industries, { message: 'Please select an industry.' });
export type Industry = z.infer<typeof industrySchema>;

const organizationName = z
  .string()
  .trim()
  .min(1, { message: 'Organization name is required.' })
  .max(100, { message: 'Organization name must be 100 characters or less.' });

const organizationDescription = z
  .string()
  .trim()
  .max(1000, { message: 'Description must be 1000 characters or less.' });

/** The create-organization form, with the spec's field names. */
export const createOrganizationFormSchema = z.object({
  organizationName,
  organizationDescription: organizationDescription.optional(),
  organizationIndustry: industrySchema,
});
export type CreateOrganizationFormValues = z.infer<typeof createOrganizationFormSchema>;

/** POST /organizations: description is sent as an empty string when none was given. */
export const createOrganizationSchema = z.object({
  name: organizationName,
  description: organizationDescription.default(''),
  industry: industrySchema,
});
export type CreateOrganizationInput = z.input<typeof createOrganizationSchema>;

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The organization-details form: website and email may be empty. */
export const organizationDetailsFormSchema = z.object({
  name: organizationName,
  industry: industrySchema,
  address: z.string().trim().max(300).optional(),
  website: z
    .union([z.literal(''), z.string().trim().url({ message: 'Please enter a valid URL.' })])
    .optional(),
  phoneNumber: z.string().trim().max(40).optional(),
  email: z
    .union([z.literal(''), z.string().trim().email({ message: 'Please enter a valid email.' })])
    .optional(),
  description: organizationDescription.optional(),
});
export type OrganizationDetailsFormValues = z.infer<typeof organizationDetailsFormSchema>;

/** PATCH /organizations/details: empty website, email and description are omitted by the client. */
export const updateOrganizationDetailsSchema = z.object({
  name: organizationName,
  industry: industrySchema,
  address: z.string().trim().max(300).optional(),
  website: z.preprocess(
    emptyToUndefined,
    z.string().trim().url({ message: 'Please enter a valid URL.' }).max(300).optional(),
  ),
  phoneNumber: z.string().trim().max(40).optional(),
  email: z.preprocess(
    emptyToUndefined,
    z.string().trim().email({ message: 'Please enter a valid email.' }).max(254).optional(),
  ),
  description: z.preprocess(emptyToUndefined, organizationDescription.optional()),
});
export type UpdateOrganizationDetailsInput = z.input<typeof updateOrganizationDetailsSchema>;
export type UpdateOrganizationDetails = z.output<typeof updateOrganizationDetailsSchema>;

/** Builds the PATCH payload from the form, omitting empty website, email and description. */
export function toOrganizationDetailsPayload(
  values: OrganizationDetailsFormValues,
): UpdateOrganizationDetailsInput {
  const payload: UpdateOrganizationDetailsInput = {
    name: values.name,
    industry: values.industry,
    address: values.address ?? '',
    phoneNumber: values.phoneNumber ?? '',
  };
  if (values.website) payload.website = values.website;
  if (values.email) payload.email = values.email;
  if (values.description) payload.description = values.description;
  return payload;
}

export const organizationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
});
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  industry: industrySchema,
  address: z.string(),
  website: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const organizationDetailsSchema = organizationSchema.omit({ id: true });
export type OrganizationDetails = z.infer<typeof organizationDetailsSchema>;

export const memberRoles = ['owner', 'admin', 'editor', 'viewer', 'billing'] as const;
export const memberRoleSchema = z.enum(memberRoles);
export type MemberRole = z.infer<typeof memberRoleSchema>;

/** GET /organizations/me: the selected organization and the caller's role in it. */
export const currentOrganizationSchema = organizationSchema.extend({ role: memberRoleSchema });
export type CurrentOrganization = z.infer<typeof currentOrganizationSchema>;
