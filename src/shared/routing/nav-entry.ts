/** A navigation link (top bar tab, side menu entry) and the paths on which it is the current one. */
export interface NavEntry {
  label: string;
  to: string;
  isActive: (pathname: string) => boolean;
}
