/** The attribute that marks a Try it button in the API reference and names its operation. */
export const TRY_IT_ATTRIBUTE = 'data-try-it';
