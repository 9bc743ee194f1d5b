//! Skirmish in Sherwood's part of the new-game form: the scenario, one of
//! the built-in ones or one a player wrote and imported from a file (kept in
//! this browser for later, see `written`), and any scenario's text to take
//! away as a file to write one's own from.

use super::{text, written};
use crate::games::ui::NewGameForm;
use crate::i18n::{t, tf};
use crate::links::{chosen_file, download_text, file_text};
use leptos::prelude::*;
use sherwood_skirmish::scenario::{guide, Choice, ScenarioError, ScenarioId, Written, WRITTEN_MAX};
use sherwood_skirmish::{Options, RULES};

/// The select's value for a written scenario: its place in the list.
const WRITTEN_VALUE: &str = "written-";

/// What is wrong with a scenario's text, in the page's frame.
fn problem(e: &ScenarioError) -> String {
    let words = super::problem::words(&e.problem);
    match e.line {
        Some(line) => tf(
            "skirmish.new.import.at_line",
            &[("line", &line), ("problem", &words)],
        ),
        None => words,
    }
}

/// A file name for a scenario's text: its built-in name, or its title's
/// letters and digits.
fn file_name(choice: Choice) -> String {
    let stem = match choice {
        Choice::BuiltIn(id) => id.name().to_string(),
        Choice::Written(w) => {
            let words: Vec<String> = w
                .scenario
                .title
                .split(|c: char| !c.is_alphanumeric())
                .filter(|s| !s.is_empty())
                .map(str::to_lowercase)
                .collect();
            if words.is_empty() {
                "scenario".into()
            } else {
                words.join("-")
            }
        }
    };
    format!("{stem}.txt")
}

pub fn form() -> NewGameForm {
    let choice = RwSignal::new(Choice::default());
    let imported = RwSignal::new(written::imported());
    let said = RwSignal::new(None::<(bool, String)>);
    let value = move || match choice.get() {
        Choice::BuiltIn(id) => id.name().to_string(),
        Choice::Written(w) => {
            let at = imported.with(|l| l.iter().position(|x| *x == w));
            format!("{WRITTEN_VALUE}{}", at.unwrap_or(usize::MAX))
        }
    };
    let on_change = move |e: leptos::ev::Event| {
        let v = event_target_value(&e);
        let picked = match v.strip_prefix(WRITTEN_VALUE) {
            Some(i) => i
                .parse::<usize>()
                .ok()
                .and_then(|i| imported.with_untracked(|l| l.get(i).copied()))
                .map(Choice::Written),
            None => v.parse::<ScenarioId>().ok().map(Choice::BuiltIn),
        };
        if let Some(c) = picked {
            choice.set(c);
            said.set(None);
        }
    };
    let on_import = move |e: leptos::ev::Event| {
        let Some(file) = chosen_file(&e) else {
            return;
        };
        let name = file.name();
        if file.size() > WRITTEN_MAX as f64 {
            let max = WRITTEN_MAX;
            said.set(Some((
                false,
                tf(
                    "skirmish.new.import.too_long",
                    &[("file", &name), ("max", &max)],
                ),
            )));
            return;
        }
        leptos::task::spawn_local(async move {
            let outcome = match file_text(&file).await {
                None => Err(t("ui.import.unreadable").to_string()),
                Some(text) => Written::read(&text).map_err(|e| problem(&e)),
            };
            let message = match outcome {
                Err(why) => (
                    false,
                    tf(
                        "skirmish.new.import.bad",
                        &[("file", &name), ("problem", &why)],
                    ),
                ),
                Ok(w) => {
                    let title = w.scenario.title.as_str();
                    let kept = written::keep(w);
                    let _ = imported.try_update(|l| {
                        if !l.contains(&w) {
                            l.push(w);
                        }
                    });
                    let _ = choice.try_set(Choice::Written(w));
                    match kept {
                        Ok(()) => (true, tf("skirmish.new.import.done", &[("title", &title)])),
                        Err(_) => (
                            false,
                            tf("skirmish.new.import.unkept", &[("title", &title)]),
                        ),
                    }
                }
            };
            let _ = said.try_set(Some(message));
        });
    };
    let forget = move |_| {
        if let Choice::Written(w) = choice.get_untracked() {
            let message = match written::forget(w) {
                Ok(()) => {
                    imported.update(|l| l.retain(|x| *x != w));
                    choice.set(Choice::default());
                    (
                        true,
                        tf(
                            "skirmish.new.forgotten",
                            &[("title", &w.scenario.title.as_str())],
                        ),
                    )
                }
                Err(_) => (false, t("ui.import.storage_full").to_string()),
            };
            said.set(Some(message));
        }
    };
    let take_away = move |_| {
        let c = choice.get_untracked();
        // A built-in scenario comes with the guide to the format; a written
        // one as its author wrote it.
        let text = match c {
            Choice::BuiltIn(id) => format!("{}\n{}", guide(), id.text(RULES)),
            Choice::Written(w) => w.text.to_string(),
        };
        download_text(&file_name(c), &text, "text/plain");
    };
    let is_written = move || matches!(choice.get(), Choice::Written(_));
    NewGameForm {
        fields: view! {
            <fieldset class="skirmish-options">
                <legend>{t("ui.new.options")}</legend>
                <label>
                    <span>{t("skirmish.new.scenario")}</span>
                    <select data-testid="scenario" on:change=on_change prop:value=value>
                        {ScenarioId::ALL.into_iter().map(|id| view! { <option value=id.name()>{text::scenario_name(id.into())}</option> }).collect_view()}
                        {move || {
                            let list = imported.get();
                            (!list.is_empty()).then(|| view! {
                                <optgroup label=t("skirmish.new.imported")>
                                    {list.into_iter().enumerate().map(|(i, w)| view! {
                                        <option value=format!("{WRITTEN_VALUE}{i}")>{w.scenario.title.as_str()}</option>
                                    }).collect_view()}
                                </optgroup>
                            })
                        }}
                    </select>
                </label>
                <p class="muted small" data-testid="briefing">
                    {move || text::scenario_briefing(choice.get(), sherwood_skirmish::RULES)}
                    {move || is_written().then(|| view! { <em>" " {t("skirmish.new.written_note")}</em> })}
                </p>
                <div class="scenario-files">
                    <label class="button import">
                        {t("skirmish.new.import")}
                        <input type="file" accept=".txt,text/plain" on:change=on_import data-testid="scenario-import" />
                    </label>
                    <button type="button" on:click=take_away data-testid="scenario-download">{t("skirmish.new.download")}</button>
                    {move || is_written().then(|| view! {
                        <button type="button" class="danger" on:click=forget data-testid="scenario-forget">{t("skirmish.new.forget")}</button>
                    })}
                </div>
                {move || said.get().map(|(ok, text)| view! {
                    <p class=if ok { "notice info" } else { "notice error" } role="status" data-testid="scenario-message">{text}</p>
                })}
                <p class="muted small">{t("skirmish.new.import.help")}</p>
            </fieldset>
        }
        .into_any(),
        options: Box::new(move || {
            serde_json::to_value(Options::of(choice.get_untracked())).expect("options serialise")
        }),
    }
}
