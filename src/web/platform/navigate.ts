/**
 * `useNavigate` with one identity for the life of the component, as a data router's is. The app
 * routes declaratively (app/router.tsx), where React Router's own `navigate` changes with every new
 * path; callbacks and effects that list it would then run again after each navigation.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';
import {
  type NavigateFunction,
  type NavigateOptions,
  type To,
  useNavigate as useRouterNavigate,
} from 'react-router';

export function useNavigate(): NavigateFunction {
  const navigate = useRouterNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  return useCallback(
    ((to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? latest.current(to) : latest.current(to, options)) as NavigateFunction,
    [],
  );
}
