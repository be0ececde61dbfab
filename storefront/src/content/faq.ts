// The FAQ page's questions and answers, in the order the page shows them (the first starts open).

export interface Faq {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

export const FAQS: readonly [Faq, ...Faq[]] = [
  {
    id: 'shipping',
    question: 'How much does shipping cost?',
    answer: 'Nothing. Standard shipping is free on every order, anywhere we deliver in India.',
  },
  {
    id: 'delivery',
    question: 'How long will my order take to arrive?',
    answer: 'Most orders reach metro cities in 2 to 4 working days and other locations in 4 to 7 working days.',
  },
  {
    id: 'returns',
    question: 'Can I return a product?',
    answer: 'Yes. You can request a return or exchange within 30 days of delivery from the Return section of My Account. Shipping fees are non-refundable.',
  },
  {
    id: 'payment',
    question: 'Which payment methods do you accept?',
    answer: 'You can pay securely by UPI, credit or debit card, or net banking at checkout. All prices are in rupees.',
  },
  {
    id: 'food',
    question: 'How do I choose the right food for my pet?',
    answer: 'Look for food made for your pet’s life stage and size, and change diets gradually over a week. Our team is happy to help you compare options.',
  },
  {
    id: 'account',
    question: 'Do I need an account to order?',
    answer: 'Yes. An account lets you check out with saved addresses, follow your orders and request returns.',
  },
];
