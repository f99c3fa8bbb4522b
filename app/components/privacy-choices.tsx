// Who can read a listing's documents: the two choices in the one wording (app/domain/privacy-wording.ts),
// for the wizard's privacy step and the listing edit page. Nothing is chosen until the seller chooses.
import type { ReactNode } from "react";
import { Choice, ChoiceGroup, type Errors } from "~/components/forms";
import { PRIVACY_LEGEND, privacyChoices, type DocumentPrivacy } from "~/domain/privacy-wording";

/** `mark`: shown after the legend (the edit page's "Reviewed" mark). */
export function PrivacyChoices({ value, errors, mark }: { value: string | undefined; errors?: Errors; mark?: ReactNode }) {
  return (
    <ChoiceGroup
      legend={
        <>
          {PRIVACY_LEGEND}
          {mark}
        </>
      }
      name="privacy"
      errors={errors}
    >
      {(["public", "private"] as const satisfies readonly DocumentPrivacy[]).map((choice) => (
        <Choice
          key={choice}
          name="privacy"
          value={choice}
          checked={value === choice}
          title={privacyChoices[choice].title}
          text={privacyChoices[choice].text}
        />
      ))}
    </ChoiceGroup>
  );
}
