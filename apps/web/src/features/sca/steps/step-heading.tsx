import type { ReactNode, RefObject } from 'react';

/** The heading of a step: focused when the step changes, so keyboard and reader users follow. */
export function StepHeading({
  children,
  focusRef,
}: {
  children: ReactNode;
  focusRef?: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <h3 className="sca-step__heading" tabIndex={-1} ref={focusRef}>
      {children}
    </h3>
  );
}
