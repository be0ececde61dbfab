import type { StaffMember } from '@petshop/contract';

export type { StaffMember };

export function staffFullName(member: StaffMember): string {
  return [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;
}
