/**
 * Contact Us (docs/decisions.md#footer-pages): name and email optional, a topic and the message;
 * for visitors and members alike. A failure keeps every word typed and says what happened beside
 * the button (a 429 says to wait); success shows ContactSent, with the helplines when the words
 * call for them.
 */
import { formatCount } from "@shared/format-count";
import { useState } from "react";
import { CONTACT_MESSAGE_MAX, CONTACT_TOPICS, contactMessageSchema, type ContactMessage } from "@shared/contact";
import { checkForCrisis, offersSupport } from "@shared/safety/crisis-check";
import { FormFailure } from "@/components/form-failure";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, OptionItems, Select, Textarea } from "@/components/ui/input";
import { ApiError } from "@/lib/api";
import { errorMessage } from "@/lib/form-errors";
import { useApiForm } from "@/lib/use-api-form";
import { sendContactMessage } from "./api";
import { ContactSent } from "./contact-sent";

const FAILED = "We couldn't send your message.";

/** What the person is told beside the button when sending failed; their words stay in the form. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return errorMessage(error);
  const reason = errorMessage(error, "Please try again in a moment.");
  return `${FAILED} ${reason}${/[.!?]$/.test(reason) ? "" : "."} Everything you wrote is still here.`;
}

export function ContactForm() {
  const [sent, setSent] = useState<ContactMessage | null>(null);
  const { form, handleSubmit, isSubmitting, failure } = useApiForm({
    schema: contactMessageSchema,
    defaultValues: { name: "", email: "", topic: "", message: "" },
    submit: sendContactMessage,
    onSuccess: (_result, values) => setSent(values),
    failureNotice: (error) => ({ title: FAILED, description: errorMessage(error, "") || undefined }),
    failureMessage: failureText,
  });
  const { errors } = form.formState;

  if (sent) {
    return (
      <ContactSent
        replyTo={sent.email}
        showsHelplines={offersSupport(checkForCrisis(sent.message))}
        onSendAnother={() => {
          form.reset();
          setSent(null);
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Contact us" className="grid gap-5">
      <fieldset disabled={isSubmitting} className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="contact-name" label="Your name (optional)" error={errors.name?.message}>
            {(control) => <Input {...control} autoComplete="name" {...form.register("name")} />}
          </FormField>
          <FormField
            id="contact-email"
            label="Email (optional)"
            hint="Only if you'd like a reply."
            error={errors.email?.message}
          >
            {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("email")} />}
          </FormField>
        </div>
        <FormField id="contact-topic" label="What is it about?" error={errors.topic?.message}>
          {(control) => (
            <Select {...control} {...form.register("topic")}>
              <option value="">Choose a topic</option>
              <OptionItems options={CONTACT_TOPICS} />
            </Select>
          )}
        </FormField>
        <FormField
          id="contact-message"
          label="Your message"
          hint={`Up to ${formatCount(CONTACT_MESSAGE_MAX)} characters.`}
          error={errors.message?.message}
        >
          {(control) => <Textarea {...control} rows={7} {...form.register("message")} />}
        </FormField>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit">{isSubmitting ? "Sending..." : "Send message"}</Button>
        </div>
      </fieldset>
      <FormFailure message={failure} />
    </form>
  );
}
