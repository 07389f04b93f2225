export const roleOptions = [
  { value: 'admin', label: 'Admin — everything' },
  { value: 'compliance', label: 'Compliance — KYC' },
  { value: 'finance', label: 'Finance — deposits, withdrawals' },
  { value: 'support', label: 'Support — tickets' },
];
