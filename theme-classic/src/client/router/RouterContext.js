import {createContext} from 'react';

// {location, history, action, route} — see Router.jsx.
export const RouterContext = createContext(null);
