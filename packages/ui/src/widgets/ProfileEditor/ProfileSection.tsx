import { type ReactNode, useId } from 'react';
import * as styles from './ProfileEditor.css';

export const profileSectionHeadingLevels = [2, 3, 4] as const;
export type ProfileSectionHeadingLevel = (typeof profileSectionHeadingLevels)[number];

/** One titled part of the profile editor: a `<section>` named by its heading. */
export function ProfileSection({
  title,
  headingLevel = 2,
  children,
  className,
  headingId,
}: {
  title: string;
  headingLevel?: ProfileSectionHeadingLevel;
  children: ReactNode;
  className?: string;
  /** The heading's id, when a field inside is labelled by it. */
  headingId?: string;
}) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={id} className={className ?? styles.section}>
      <Heading id={id} className={styles.sectionHeading}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
