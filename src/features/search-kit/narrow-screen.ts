/** Screens this narrow start with the search filters folded (search-layout.css lays the page out in one column there). */
export const NARROW_SCREEN = '(max-width: 48rem)';
