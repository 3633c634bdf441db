import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useShellNavigate } from './ShellLocation';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The address in the page's language (`/en/faq`). */
  to: string;
};

/**
 * A real link (it opens in a new tab, works without script and before the page listens) that,
 * once the page runs, goes to the site's other pages without loading a new document.
 */
export function ShellLink({ to, onClick, target, children, ...rest }: Props) {
  const navigate = useShellNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    const elsewhere = target !== undefined && target !== '_self';
    if (event.defaultPrevented || event.button !== 0 || modified || elsewhere) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} target={target} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
