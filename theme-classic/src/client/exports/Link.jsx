import React, {
  forwardRef,
  useContext,
  useEffect,
  useImperativeHandle,
  useRef,
} from 'react';
import useDocusaurusContext from './useDocusaurusContext.jsx';
import useBrokenLinks from './useBrokenLinks.jsx';
import {useBaseUrlUtils} from './useBaseUrl.jsx';
import ExecutionEnvironment from './ExecutionEnvironment.jsx';
import {RouterContext} from '../router/RouterContext.js';
import {prefetchRoute, preloadRoute} from '../router/routeLoader.js';
import {observeVisibility} from '../router/visibilityObserver.js';
import {isPlainClick} from '../router/plainClick.js';
import {
  applyTrailingSlash,
  createPath,
  encodeStrayPercents,
  isInternalUrl,
  matchPath,
  parsePath,
  resolveToPathname,
} from '../../theme-common/utils/pathUtils.js';
import clsx from '../../theme-common/utils/clsx.js';

// Same API as @docusaurus/Link: internal links navigate client-side (and
// prefetch their route), external ones open in a new tab.
function Link(
  {
    isNavLink,
    to,
    href,
    activeClassName = 'active',
    isActive: isActiveProp,
    exact,
    strict,
    sensitive,
    replace,
    autoAddBaseUrl = true,
    'data-noBrokenLinkCheck': noBrokenLinkCheck,
    ...props
  },
  forwardedRef,
) {
  const {
    siteConfig: {trailingSlash, baseUrl = '/'},
  } = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  const brokenLinks = useBrokenLinks();
  const router = useContext(RouterContext);
  const linkRef = useRef(null);
  const preloaded = useRef(false);
  useImperativeHandle(forwardedRef, () => linkRef.current);

  const targetLinkUnprefixed = to || href;
  const isInternal = isInternalUrl(targetLinkUnprefixed);

  function maybeAddBaseUrl(str) {
    const shouldAddBaseUrl = autoAddBaseUrl && !!str && str.startsWith('/');
    return shouldAddBaseUrl ? withBaseUrl(str) : str;
  }

  // "pathname://" links are site paths that must not be routed by the app.
  const withoutPathnameProtocol =
    typeof targetLinkUnprefixed === 'string'
      ? targetLinkUnprefixed.replace('pathname://', '')
      : targetLinkUnprefixed;
  let targetLink =
    typeof withoutPathnameProtocol !== 'undefined'
      ? maybeAddBaseUrl(withoutPathnameProtocol)
      : undefined;
  if (targetLink && isInternal) {
    targetLink = applyTrailingSlash(targetLink, {trailingSlash, baseUrl});
  }

  const isAnchorLink = !!targetLink && targetLink.startsWith('#');
  const hasInternalTarget = !props.target || props.target === '_self';
  const isRegularHtmlLink =
    !targetLink || !isInternal || !hasInternalTarget || isAnchorLink;
  // The links the build checks: those the app routes and anchors on the page.
  if (!noBrokenLinkCheck && (isAnchorLink || !isRegularHtmlLink)) {
    brokenLinks.collectLink(targetLink);
  }
  // A link with an id is a place on its page that links may point to.
  if (props.id) {
    brokenLinks.collectAnchor(props.id);
  }

  const currentLocation = router ? router.location : undefined;
  const resolvedLink =
    !isRegularHtmlLink && targetLink
      ? resolveToPathname(targetLink, currentLocation)
      : targetLink;
  // What the browser is given, in the href and the history: the link as a URL.
  const linkUrl = isInternal && targetLink ? encodeStrayPercents(resolvedLink) : resolvedLink;

  // Prefetch the route when the link becomes visible.
  useEffect(() => {
    if (
      isRegularHtmlLink ||
      !ExecutionEnvironment.canUseIntersectionObserver ||
      !linkRef.current ||
      !resolvedLink
    ) {
      return undefined;
    }
    return observeVisibility(linkRef.current, () => {
      prefetchRoute(parsePath(resolvedLink).pathname);
    });
  }, [isRegularHtmlLink, resolvedLink]);

  if (isRegularHtmlLink) {
    return (
      <a
        ref={linkRef}
        href={linkUrl}
        {...(targetLinkUnprefixed &&
          !isInternal && {target: '_blank', rel: 'noopener noreferrer'})}
        {...props}
      />
    );
  }

  const onInteractionEnter = () => {
    if (!preloaded.current && resolvedLink) {
      preloaded.current = true;
      preloadRoute(parsePath(resolvedLink).pathname);
    }
  };

  const {
    onClick,
    onMouseEnter,
    onTouchStart,
    className,
    style,
    'aria-current': ariaCurrent,
    ...rest
  } = props;

  const handleClick = (event) => {
    if (onClick) {
      onClick(event);
    }
    if (!isPlainClick(event, props.target) || !router) {
      return;
    }
    event.preventDefault();
    const isDuplicate =
      currentLocation && createPath(currentLocation) === linkUrl;
    if (replace || isDuplicate) {
      router.history.replace(linkUrl);
    } else {
      router.history.push(linkUrl);
    }
  };

  const handlers = {
    onClick: handleClick,
    onMouseEnter: (e) => {
      onInteractionEnter();
      if (onMouseEnter) {
        onMouseEnter(e);
      }
    },
    onTouchStart: (e) => {
      onInteractionEnter();
      if (onTouchStart) {
        onTouchStart(e);
      }
    },
  };

  if (isNavLink) {
    const pathToMatch = parsePath(resolvedLink).pathname;
    const match =
      currentLocation && pathToMatch
        ? matchPath(currentLocation.pathname, {path: pathToMatch, exact, strict, sensitive})
        : null;
    const active = !!(isActiveProp ? isActiveProp(match, currentLocation) : match);
    return (
      <a
        aria-current={active ? ariaCurrent || 'page' : undefined}
        className={active ? clsx(className, activeClassName) || undefined : className}
        style={typeof style === 'function' ? style(active) : style}
        {...rest}
        {...handlers}
        ref={linkRef}
        href={linkUrl}
      />
    );
  }

  return (
    <a
      className={className}
      style={style}
      aria-current={ariaCurrent}
      {...rest}
      {...handlers}
      ref={linkRef}
      href={linkUrl}
    />
  );
}

export default forwardRef(Link);
