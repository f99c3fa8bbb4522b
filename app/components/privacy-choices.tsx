// Who can read a listing's documents: the two choices in the one wording (app/domain/privacy-wording.ts),
// for the wizard's privacy step and the listing edit page. Nothing is chosen until the seller chooses.
import { Choice, ChoiceGroup, type Errors } from "~/components/forms";
import { PRIVACY_LEGEND, privacyChoices, type DocumentPrivacy } from "~/domain/privacy-wording";

export function PrivacyChoices({ value, errors }: { value: string | undefined; errors?: Errors }) {
  return (
    <ChoiceGroup legend={PRIVACY_LEGEND} name="privacy" errors={errors}>
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
