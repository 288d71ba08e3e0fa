/** orval's input transformer (orval-inline-responses.mjs): the contract as orval sees it. */
export default function inlineSharedResponses<T>(spec: T): T;
