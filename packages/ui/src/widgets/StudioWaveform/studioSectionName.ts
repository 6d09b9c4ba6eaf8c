import { useIntl } from 'react-intl';

/** A song section as the studio draws it (the domain's StudioSection: kind, seconds, label). */
export interface StudioSectionMarker {
  kind: string;
  start: number;
  end: number;
  /** Free text ("Verse 2"); without it the kind's name is shown. */
  label?: string;
}

/**
 * A section's name in the reader's language: its own label, else the catalogue's
 * `ui.studioSection.<kind>` ("chorus" → "Estribillo"), else the kind itself (a kind added later).
 */
export function useSectionName(): (section: StudioSectionMarker) => string {
  const intl = useIntl();
  return (section) => {
    if (section.label) return section.label;
    const id = `ui.studioSection.${section.kind}`;
    return id in intl.messages ? intl.formatMessage({ id }) : section.kind;
  };
}
