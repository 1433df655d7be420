/** Why a page did not help: the short list offered after "No"; the id is what analytics gets. */
export const REASONS: readonly { id: string; label: string }[] = [
  { id: 'incorrect', label: 'The information is wrong or out of date' },
  { id: 'missing', label: 'Something I need is missing' },
  { id: 'unclear', label: 'It is hard to understand' },
  { id: 'example', label: 'An example does not work' },
  { id: 'other', label: 'Something else' },
];
