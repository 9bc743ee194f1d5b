//! Skirmish in Sherwood's part of the new-game form: the scenario.

use super::text;
use crate::games::ui::NewGameForm;
use crate::i18n::t;
use leptos::prelude::*;
use sherwood_skirmish::scenario::ScenarioId;
use sherwood_skirmish::Options;

pub fn form() -> NewGameForm {
    let scenario = RwSignal::new(ScenarioId::default());
    let briefing = move || text::scenario_briefing(scenario.get());
    NewGameForm {
        fields: view! {
            <fieldset>
                <legend>{t("ui.new.options")}</legend>
                <label>
                    <span>{t("skirmish.new.scenario")}</span>
                    <select
                        data-testid="scenario"
                        on:change=move |e| {
                            if let Ok(id) = event_target_value(&e).parse() {
                                scenario.set(id);
                            }
                        }
                        prop:value=move || scenario.get().name()
                    >
                        {ScenarioId::ALL.into_iter().map(|id| view! { <option value=id.name()>{text::scenario_name(id)}</option> }).collect_view()}
                    </select>
                </label>
                <p class="muted small" data-testid="briefing">{briefing}</p>
            </fieldset>
        }
        .into_any(),
        options: Box::new(move || {
            serde_json::to_value(Options::of(scenario.get_untracked())).expect("options serialise")
        }),
    }
}
