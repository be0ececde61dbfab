import type { StaffReturnDetails, StaffReturnRecord } from '@petshop/contract';

/**
 * The return page's record: GET /api/admin/returns/:id (the contract's StaffReturnDetails). Coming
 * from the list, react-admin first shows the list's copy of the record (a StaffReturnRecord), without
 * `orderDetails`, until the return's own answer arrives.
 */
export type ReturnOnPage = StaffReturnRecord & Partial<Pick<StaffReturnDetails, 'orderDetails'>>;
