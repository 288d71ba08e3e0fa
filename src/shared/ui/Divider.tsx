import './divider.css';

/** The shared horizontal line between sections. */
export function Divider({ className }: { className?: string }) {
  return <hr className={`divider ${className ?? ''}`} />;
}
