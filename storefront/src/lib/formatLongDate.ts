const LONG_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** A date as the shop writes it in full (8 July 2025): blog posts and reviews. */
export const formatLongDate = (date: string | Date) => LONG_DATE.format(new Date(date));
