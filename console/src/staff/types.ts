import type { RaRecord } from 'react-admin';

/** A staff account (admin only): firstName, lastName, email, role. */
export interface StaffMember extends RaRecord {
  firstName: string;
  lastName: string;
  email: string;
  role: 'staff' | 'admin';
}

export function staffFullName(member: StaffMember): string {
  return [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;
}
