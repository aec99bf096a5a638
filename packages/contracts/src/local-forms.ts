/**
 * Forms the spec keeps on the client (team users, contact; the messaging-app wizard and the
 * organization verification have their own files).
 * Their rules and messages live here with the others so that nothing is written twice.
 */
import { z } from 'zod';
import { memberRoles } from './organizations';

export const assignableRoles = memberRoles.filter((role) => role !== 'owner');

export const teamUserSchema = z.object({
  name: z.string().trim().min(2, { message: 'Name must be at least 2 characters.' }),
  email: z.string().trim().email({ message: 'Please enter a valid email address.' }),
  role: z.enum(assignableRoles as ['admin', 'editor', 'viewer', 'billing']),
});

export const contactSchema = z.object({
  name: z.string().trim().min(1, { message: 'Name is required.' }).max(200),
  email: z.string().trim().email({ message: 'Please enter a valid email.' }).max(254),
  message: z.string().trim().min(1, { message: 'Message is required.' }).max(5000),
});
export type ContactInput = z.infer<typeof contactSchema>;
