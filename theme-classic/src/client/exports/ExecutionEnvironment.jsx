// Same API as @docusaurus/ExecutionEnvironment.
const canUseDOM = !!(
  typeof window !== 'undefined' &&
  window.document &&
  window.document.createElement
);

const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners:
    canUseDOM && !!(window.addEventListener || window.attachEvent),
  canUseIntersectionObserver:
    canUseDOM && typeof window.IntersectionObserver !== 'undefined',
  canUseViewport: canUseDOM && !!window.screen,
};

export default ExecutionEnvironment;
