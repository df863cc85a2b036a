// Create or edit a template (a dialog, a bottom sheet on a phone): name, language, category, the text with its
// parameters by name, one example per parameter and the live preview. Checked with the API's own templateSchema
// on what the API will receive (the numbered body); its refusals show on their fields.
import { namedParams, paramKey } from "@shared/template-params";
import { templateSchema, WA_TEMPLATE_CATEGORIES, type WaTemplate } from "@shared/whatsapp-schemas";
import { useEffect, useRef } from "react";
import { useFieldArray } from "react-hook-form";
import { toast } from "../../lib/toast";
import { FormDialog } from "../../components/form-dialog";
import { SelectField } from "../../components/form-parts";
import { TextField } from "../../components/text-field";
import { ValueOptions } from "../../components/named-options";
import { useCreateWhatsappTemplate, useSaveWhatsappTemplate } from "../../data/whatsapp-templates";
import { useMessages } from "../../lib/i18n";
import { useZodForm } from "../../lib/use-zod-form";
import { TemplateBodyEditor } from "./template-body-editor";
import {
  examplesByName,
  formValuesOf,
  paramsFor,
  toTemplateInput,
  type TemplateFormValues,
} from "./template-form-values";
import { TemplatePreview } from "./template-preview";
import { whatsappTemplatesMessages } from "./whatsapp-templates-messages";

export interface TemplateFormProps {
  /** The template edited; a new one when not given. */
  template?: WaTemplate;
  onClose: () => void;
}

export function TemplateForm({ template, onClose }: TemplateFormProps) {
  const t = useMessages(whatsappTemplatesMessages);
  const create = useCreateWhatsappTemplate();
  const save = useSaveWhatsappTemplate();
  const form = useZodForm<TemplateFormValues, typeof templateSchema>(templateSchema, formValuesOf(template), {
    toInput: toTemplateInput,
  });
  const { control, register, watch, getValues, setValue, field, selectField, errorOf } = form;
  const { fields, replace } = useFieldArray({ control, name: "params" });
  const body = watch("body");
  const params = watch("params");
  const names = namedParams(body);
  const namesKey = names.join("\n");

  // The examples follow the names in the text; one whose name leaves the text a while comes back with it.
  const known = useRef(examplesByName(getValues("params")));
  useEffect(() => {
    const current = getValues("params");
    for (const p of current) if (p.example) known.current.set(paramKey(p.name), p.example);
    const next = paramsFor(getValues("body"), known.current);
    const same = next.length === current.length && next.every((p, i) => p.name === current[i]?.name);
    if (!same) replace(next);
  }, [namesKey, getValues, replace]);

  const submit = form.submitWith(async (input) => {
    if (template) await save.mutateAsync({ templateId: template.id, input });
    else await create.mutateAsync(input);
    toast.success(template ? t.saved : t.created);
    onClose();
  }, t.saveError);

  return (
    <FormDialog
      title={template ? t.editTitle(template.name) : t.newTitle}
      form={form}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      submitLabel={template ? t.save : t.createSubmit}
    >
      <TextField
        label={t.name}
        hint={t.nameHint}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={512}
        {...field("name")}
      />
      <div className="field-row">
        <TextField label={t.language} hint={t.languageHint} maxLength={5} {...field("language")} />
        <SelectField label={t.category} {...selectField("category")}>
          <ValueOptions values={WA_TEMPLATE_CATEGORIES} label={(c) => t.categoryName(c)} />
        </SelectField>
      </div>
      <TemplateBodyEditor
        registration={register("body")}
        names={names}
        error={errorOf("body")}
        onChange={(next) => setValue("body", next, { shouldDirty: true })}
      />
      <TemplatePreview body={body} params={params} />
      <fieldset className="template-examples">
        <legend>{t.examples}</legend>
        {fields.length ? <p className="field-hint">{t.examplesHint}</p> : <p className="field-hint">{t.noParams}</p>}
        {fields.map((f, i) => (
          <TextField
            key={f.id}
            label={t.example(f.name)}
            maxLength={200}
            {...field(`params.${i}.example`)}
            error={errorOf(`params.${i}.name`) ?? errorOf(`params.${i}.example`)}
          />
        ))}
        {errorOf("params") && !fields.some((_f, i) => errorOf(`params.${i}`)) ? (
          <p className="field-error" role="alert">
            {errorOf("params")}
          </p>
        ) : null}
      </fieldset>
      <p className="field-hint">{t.reviewNote}</p>
    </FormDialog>
  );
}
