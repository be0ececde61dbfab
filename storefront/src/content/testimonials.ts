// The home page's three testimonials, in the order the carousel shows them.

export const TESTIMONIALS = [
  {
    id: 't1',
    name: 'Meera Iyer',
    place: 'Chennai',
    pet: 'Mom to Biscuit, a 3-year-old Indie',
    quote: 'Biscuit’s food arrived in two days and the packaging was spotless. Free delivery to Chennai with no minimum order is a lifesaver.',
    rating: 5,
  },
  {
    id: 't2',
    name: 'Rohan Kapoor',
    place: 'Pune',
    pet: 'Cat dad to Miso and Mochi',
    quote: 'Finally a shop that takes cats seriously. The scratcher and the grain-free food were exactly as described and fairly priced.',
    rating: 5,
  },
  {
    id: 't3',
    name: 'Aisha Khan',
    place: 'Lucknow',
    pet: 'Owner of Bruno, a senior Labrador',
    quote: 'The orthopaedic bed I ordered for Bruno did not suit him, and the return was painless. I will definitely shop here again.',
    rating: 4,
  },
] as const;

export type Testimonial = (typeof TESTIMONIALS)[number];
