// The About page's figures and team.

export const ABOUT_COUNTERS = [
  { id: 'years', value: 28, suffix: '', label: 'Years in business' },
  { id: 'clients', value: 2, suffix: 'k+', label: 'Happy clients' },
  { id: 'brands', value: 72, suffix: '', label: 'Brands' },
  { id: 'products', value: 1.8, suffix: 'k+', label: 'Products' },
] as const;

export const TEAM = [
  { id: 1, image: '/images/team-1.svg', name: 'Ananya Rao', position: 'Seller' },
  { id: 2, image: '/images/team-2.svg', name: 'Vikram Mehta', position: 'Seller' },
  { id: 3, image: '/images/team-3.svg', name: 'Priya Nair', position: 'Seller' },
  { id: 4, image: '/images/team-4.svg', name: 'Arjun Singh', position: 'Seller' },
] as const;
