import {useContext} from 'react';
import {RouteContext} from '../routeContext.js';

export default function useRouteContext() {
  const context = useContext(RouteContext);
  if (!context) {
    throw new Error('Unexpected: no Docusaurus route context found');
  }
  return context;
}
