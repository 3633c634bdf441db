import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { localizePath } from '../../site/routes.mjs';
import { useRemoteProps } from './RemotePropsContext';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of the site as in pt-BR (`/minhas-licencas`): the link points into the page's language. */
  to: string;
};

/** A real link (it works with a middle click or without script) that routes through the shell. */
export function InternalLink({ to, onClick, children, ...rest }: Props) {
  const { navigate, language } = useRemoteProps();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={localizePath(to, language)} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
