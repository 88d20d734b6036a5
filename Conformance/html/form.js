// Installed into the page `fieldcli html` wrote: sets a field as a submission gives it and
// reads back every field's validity flags and value, and the body the form would submit.
(() => {
  const FLAGS = ["valueMissing", "typeMismatch", "patternMismatch", "tooLong", "tooShort",
    "rangeUnderflow", "rangeOverflow", "stepMismatch", "badInput"];
  const form = document.querySelector("form");
  const controls = (name) => Array.from(form.elements).filter((e) => e.name === name);
  // Every control back to no value: unchecked, nothing chosen, empty. form.reset() would put
  // the spec's defaults back, which a submission does not give.
  window.__clear = () => {
    for (const e of form.elements) {
      if (e.type === "checkbox") e.checked = false;
      else if (e.tagName === "SELECT") e.value = "";
      else if ("value" in e && e.type !== "submit") e.value = "";
    }
  };
  // A value set by a script: a checkbox's true or false, a multiple choice's array of values,
  // a select's or a date's or a number's text. Returns the control to type into, if any.
  window.__set = (name, value) => {
    const found = controls(name);
    if (found.length === 0) return null;
    const first = found[0];
    if (Array.isArray(value)) {
      for (const e of found) e.checked = value.includes(e.value);
      return null;
    }
    if (first.type === "checkbox") {
      first.checked = value === true;
      return null;
    }
    first.value = "";
    const typed = first.tagName === "TEXTAREA" ||
      ["text", "password", "email", "url", "tel", "search"].includes(first.type);
    if (typed) {
      first.focus();
      return first.id;
    }
    first.value = value;
    return null;
  };
  window.__read = (names) => {
    const fields = {};
    for (const name of names) {
      const found = controls(name);
      if (found.length === 0) continue;
      const first = found[0];
      const flags = [];
      for (const e of found) {
        for (const f of FLAGS) if (e.validity[f] && !flags.includes(f)) flags.push(f);
      }
      // Checkboxes give the values ticked; the caller knows a boolean from a multiple choice.
      const value = first.type === "checkbox"
        ? found.filter((e) => e.checked).map((e) => e.value)
        : first.value;
      fields[name] = { flags, value, disabled: first.disabled };
    }
    const body = new URLSearchParams(new FormData(form)).toString();
    return { fields, body };
  };
})();
