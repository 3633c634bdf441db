import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRemoteProps } from './RemotePropsContext';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A real link (it works with a middle click or without script) that routes through the shell. */
export function InternalLink({ to, onClick, children, ...rest }: Props) {
  const { navigate } = useRemoteProps();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
