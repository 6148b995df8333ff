/// The completion script of one shell. Each is a thin hook: it hands the words on the line to
/// `buerger completion complete -- WORDS…` and offers what comes back, so commands added to the
/// command table, their options and the cached stops are completed without a new script.
enum CompletionScript: String, CaseIterable {
    case bash, zsh, fish

    var text: String {
        switch self {
        case .bash: return Self.bashText
        case .zsh: return Self.zshText
        case .fish: return Self.fishText
        }
    }

    /// Where `make install` puts it under PREFIX (the places bash-completion, zsh and fish look).
    var installPath: String {
        switch self {
        case .bash: return "share/bash-completion/completions/buerger"
        case .zsh: return "share/zsh/site-functions/_buerger"
        case .fish: return "share/fish/vendor_completions.d/buerger.fish"
        }
    }

    // A candidate line is `value<TAB>description`; bash shows no descriptions, so it keeps the value.
    // A word typed with an opening quote gets quoted candidates; otherwise they are escaped with %q.
    private static let bashText = #"""
        # bash completion for buerger. Load it with: source <(buerger completion bash)
        _buerger() {
            local cur="${COMP_WORDS[COMP_CWORD]}" quote="" line
            case "$cur" in \"*) quote='"' ;; \'*) quote="'" ;; esac
            COMPREPLY=()
            while IFS= read -r line; do
                line="${line%%$'\t'*}"
                [ -n "$line" ] || continue
                if [ -n "$quote" ]; then
                    COMPREPLY+=("$quote$line$quote")
                else
                    COMPREPLY+=("$(printf '%q' "$line")")
                fi
            done < <(buerger completion complete -- "${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null)
        }
        complete -F _buerger buerger

        """#

    private static let zshText = #"""
        #compdef buerger
        # zsh completion for buerger. Load it with: source <(buerger completion zsh)
        # (after compinit), or save it as _buerger in a directory of $fpath.
        _buerger() {
            local -a described
            local line value
            for line in "${(@f)$(buerger completion complete -- "${(@)words[2,CURRENT]}" 2>/dev/null)}"; do
                [[ -n $line ]] || continue
                value=${line%%$'\t'*}
                if [[ $line == *$'\t'* ]]; then
                    described+=("${value//:/\\:}:${line#*$'\t'}")
                else
                    described+=("${value//:/\\:}")
                fi
            done
            (( ${#described} )) && _describe -t buerger buerger described -M 'm:{[:lower:][:upper:]}={[:upper:][:lower:]}'
        }
        if [[ ${funcstack[1]} == _buerger ]]; then
            _buerger "$@"
        else
            compdef _buerger buerger
        fi

        """#

    private static let fishText = #"""
        # fish completion for buerger. Load it with: buerger completion fish | source
        function __buerger_complete
            set -l words (commandline -opc)
            set -e words[1]
            buerger completion complete -- $words (commandline -ct) 2>/dev/null
        end
        complete -c buerger -f -a '(__buerger_complete)'

        """#
}
