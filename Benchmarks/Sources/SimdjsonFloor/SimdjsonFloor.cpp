// The simdjson floor: the fastest honest "JSON → objects" this machine runs, for the benchmark's ratios.
#include "SimdjsonFloor.h"

#include <simdjson.h>

#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace {

struct Address {
    std::string street;
    std::string city;
    std::string zip;
};

/// The same record as the Swift models: every string owned, the date read into seconds.
struct User {
    int64_t id = 0;
    std::string name;
    std::string email;
    double score = 0;
    bool active = false;
    int64_t createdAt = 0;
    std::vector<std::string> tags;
    Address address;
};

using Users = std::vector<std::unique_ptr<User>>;

/// `yyyy-MM-ddTHH:mm:ssZ` to seconds since 1970 (days-from-civil); -1 when the text has another shape.
int64_t iso8601Seconds(std::string_view text) {
    if (text.size() != 20 || text[4] != '-' || text[7] != '-' || text[10] != 'T' || text[13] != ':' ||
        text[16] != ':' || text[19] != 'Z')
        return -1;
    auto number = [&](size_t at, size_t count) {
        int64_t value = 0;
        for (size_t i = at; i < at + count; i++) {
            char c = text[i];
            if (c < '0' || c > '9') return int64_t(-1);
            value = value * 10 + (c - '0');
        }
        return value;
    };
    int64_t y = number(0, 4), m = number(5, 2), d = number(8, 2);
    int64_t hh = number(11, 2), mm = number(14, 2), ss = number(17, 2);
    if (y < 0 || m < 1 || m > 12 || d < 1 || d > 31 || hh < 0 || mm < 0 || ss < 0) return -1;
    y -= m <= 2;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    int64_t days = era * 146097 + doe - 719468;
    return days * 86400 + hh * 3600 + mm * 60 + ss;
}

void copyName(SimdjsonFloorResult &result, std::string_view name) {
    size_t count = std::min(name.size(), sizeof(result.lastName) - 1);
    std::memcpy(result.lastName, name.data(), count);
    result.lastName[count] = 0;
}

}  // namespace

struct SimdjsonFloorInput {
    simdjson::padded_string json;
    simdjson::dom::parser domParser;
    simdjson::ondemand::parser onDemandParser;
};

extern "C" SimdjsonFloorInput *simdjson_floor_load(const char *bytes, size_t length) {
    auto input = new SimdjsonFloorInput();
    input->json = simdjson::padded_string(bytes, length);
    return input;
}

extern "C" void simdjson_floor_release(SimdjsonFloorInput *input) { delete input; }

extern "C" SimdjsonFloorResult simdjson_floor_parse(SimdjsonFloorInput *input) {
    SimdjsonFloorResult result{};
    simdjson::dom::element root;
    auto error = input->domParser.parse(input->json).get(root);
    if (error) {
        result.error = int(error);
        return result;
    }
    simdjson::dom::array users;
    if ((error = root["users"].get_array().get(users))) {
        result.error = int(error);
        return result;
    }
    std::string_view name;
    for (simdjson::dom::element user : users) {
        if ((error = user["name"].get_string().get(name))) {
            result.error = int(error);
            return result;
        }
        result.records++;
    }
    copyName(result, name);
    return result;
}

extern "C" SimdjsonFloorResult simdjson_floor_ondemand(SimdjsonFloorInput *input, void **usersOut) {
    SimdjsonFloorResult result{};
    auto users = std::make_unique<Users>();
    auto run = [&]() -> simdjson::error_code {
        simdjson::ondemand::document document;
        SIMDJSON_TRY(input->onDemandParser.iterate(input->json).get(document));
        simdjson::ondemand::array array;
        SIMDJSON_TRY(document["users"].get_array().get(array));
        for (auto element : array) {
            simdjson::ondemand::object object;
            SIMDJSON_TRY(element.get_object().get(object));
            auto user = std::make_unique<User>();
            // Fields in any order, as a mapper must accept them.
            for (auto field : object) {
                std::string_view key;
                SIMDJSON_TRY(field.unescaped_key().get(key));
                auto value = field.value();
                std::string_view text;
                if (key == "id") {
                    SIMDJSON_TRY(value.get_int64().get(user->id));
                } else if (key == "name") {
                    SIMDJSON_TRY(value.get_string().get(text));
                    user->name = text;
                } else if (key == "email") {
                    SIMDJSON_TRY(value.get_string().get(text));
                    user->email = text;
                } else if (key == "score") {
                    SIMDJSON_TRY(value.get_double().get(user->score));
                } else if (key == "active") {
                    SIMDJSON_TRY(value.get_bool().get(user->active));
                } else if (key == "created_at") {
                    SIMDJSON_TRY(value.get_string().get(text));
                    user->createdAt = iso8601Seconds(text);
                    if (user->createdAt < 0) return simdjson::INCORRECT_TYPE;
                } else if (key == "tags") {
                    simdjson::ondemand::array tags;
                    SIMDJSON_TRY(value.get_array().get(tags));
                    for (auto tag : tags) {
                        SIMDJSON_TRY(tag.get_string().get(text));
                        user->tags.emplace_back(text);
                    }
                } else if (key == "address") {
                    simdjson::ondemand::object address;
                    SIMDJSON_TRY(value.get_object().get(address));
                    for (auto part : address) {
                        std::string_view partKey;
                        SIMDJSON_TRY(part.unescaped_key().get(partKey));
                        SIMDJSON_TRY(part.value().get_string().get(text));
                        if (partKey == "street") user->address.street = text;
                        else if (partKey == "city") user->address.city = text;
                        else if (partKey == "zip") user->address.zip = text;
                    }
                }
            }
            users->push_back(std::move(user));
        }
        return simdjson::SUCCESS;
    };
    auto error = run();
    if (error) {
        result.error = int(error);
        return result;
    }
    result.records = long(users->size());
    if (!users->empty()) copyName(result, users->back()->name);
    *usersOut = users.release();
    return result;
}

extern "C" void simdjson_floor_free_users(void *users) { delete static_cast<Users *>(users); }
